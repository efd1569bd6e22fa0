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
