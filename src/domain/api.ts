import { z } from 'zod/mini';
import { apiLocales } from './api-locales';

/**
 * What the shop API answers with on any failure, whatever the route:
 * `{ "error": { "status", "name", "message", "details" } }`.
 * `details` is always an object; a 400 for invalid input carries `details.fields`.
 */
export const fieldIssueSchema = z.object({
  /** Where the field was: query string, body, route params or headers. */
  in: z.enum(['query', 'body', 'params', 'headers']),
  /** Dotted path inside that part, e.g. `pagination.pageSize`; empty for the part itself. */
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    status: z.number().check(z.int(), z.minimum(400), z.maximum(599)),
    name: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const validationErrorDetailsSchema = z.object({ fields: z.array(fieldIssueSchema) });

export { apiLocales, contentLocaleOf, type ApiLocale, type ContentLocale } from './api-locales';
export const apiLocaleSchema = z.enum(apiLocales);

export const maxPageSize = 100;
export const defaultPageSize = 25;

export const paginationMetaSchema = z.object({
  page: z.number().check(z.int(), z.minimum(1)),
  pageSize: z.number().check(z.int(), z.minimum(1), z.maximum(maxPageSize)),
  pageCount: z.number().check(z.int(), z.minimum(0)),
  total: z.number().check(z.int(), z.minimum(0)),
});

/** What `GET /api/client-config` tells the SPA so one build runs against the emulator and production. */
export const clientConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
  }),
  /** e.g. `http://127.0.0.1:9099` when the Firebase Auth emulator is in use, otherwise null. */
  authEmulatorUrl: z.nullable(z.string()),
  /** Whether the flow studio (/flows) is on; absent from an older server, which means off. */
  flowStudio: z.optional(z.boolean()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
