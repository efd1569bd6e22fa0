/** The schema options every admin route shares: its tag, its bearer security and the error answers it may give. */
import { apiErrorSchema } from '../../src/domain/api';

/** The error answers every admin route may give (the shop's one error shape). */
export const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;

export const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Route options of a list (GET), of an edit (PATCH) and of a creation (POST, 201). */
export const listRoute = (summary: string, response: object) => ({
  schema: { ...adminRoute, summary, response: { 200: response, ...adminErrors } },
});
export const editRoute = <Params, Body>(summary: string, params: Params, body: Body, response: object) => ({
  schema: { ...adminRoute, summary, params, body, response: { 200: response, ...adminErrors } },
});
export const createdRoute = <Body>(summary: string, body: Body, response: object) => ({
  schema: { ...adminRoute, summary, body, response: { 201: response, ...adminErrors } },
});
