/**
 * One error shape for every failure (`src/domain/api.ts`): routes throw an HttpError, and the
 * handler below turns it — or a validation failure, a malformed body, a rate limit — into
 * `{ error: { status, name, message, details } }`. Unexpected errors become a 500 that reveals nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, FieldIssue } from '../src/domain/api';
import type { FieldMessage } from '../src/domain/contact-fields';
import { noteForRequestLog } from './logging';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    override readonly name: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(404, 'NotFound', message, details);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(409, 'Conflict', message, details);
  }
}

/** A 400 for body rules checked in the handler (against the database or the clock), shaped like a schema failure. */
export class BodyValidationError extends HttpError {
  constructor(fields: FieldMessage[]) {
    const issues: FieldIssue[] = fields.map((field) => ({ in: 'body', path: field.path, message: field.message }));
    super(400, 'ValidationError', 'Invalid request body', { fields: issues });
  }
}

export const errorBody = (status: number, name: string, message: string, details: Record<string, unknown> = {}): ApiError => ({
  error: { status, name, message, details },
});

const validationPart: Record<string, FieldIssue['in']> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

/** `/pagination/pageSize` → `pagination.pageSize`. */
const dottedPath = (instancePath: string) => instancePath.replace(/^\//, '').split('/').join('.');

/** Names of Fastify's own client errors, by code, for readable `name`s. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MalformedBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MalformedBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MalformedBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PayloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UnsupportedMediaType',
  FST_ERR_BAD_URL: 'BadUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'UriTooLong',
  FST_ERR_ASYNC_CONSTRAINT: 'BadRequest',
};

export function toApiError(error: FastifyError | Error, request: FastifyRequest): ApiError {
  if (error instanceof HttpError) return errorBody(error.status, error.name, error.message, error.details);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = validationPart[error.validationContext ?? ''] ?? 'body';
    const fields = error.validation.map((issue) => ({ in: part, path: dottedPath(issue.instancePath), message: issue.message }));
    return errorBody(400, 'ValidationError', `Invalid request ${part === 'query' ? 'query string' : part}`, { fields });
  }

  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (error instanceof ResponseSerializationError || status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return errorBody(500, 'InternalServerError', 'Something went wrong on our side. Please try again later.');
  }
  if (status === 429) {
    return errorBody(429, 'TooManyRequests', error.message);
  }
  if (error instanceof SyntaxError && status === 400) {
    return errorBody(400, 'MalformedBody', 'The request body is not valid JSON');
  }
  const name = fastifyClientErrors[fastifyError.code] ?? 'BadRequest';
  return errorBody(status, name, error.message);
}

export const sendApiError = (reply: FastifyReply, body: ApiError) =>
  reply.status(body.error.status).type('application/json; charset=utf-8').send(body);

/** The request's log line says why it was refused: the error's name and which fields, never their values. */
function noteRefusal(request: FastifyRequest, { error }: ApiError): void {
  const fields = (error.details.fields as FieldIssue[] | undefined)?.map((field) => `${field.in}:${field.path}`);
  noteForRequestLog(request, { error: error.name, ...(fields ? { fields } : {}) });
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Headers set before the failure (rate-limit counters, Retry-After) are kept.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toApiError(error, request);
    noteRefusal(request, body);
    return sendApiError(reply, body);
  });
}
