/**
 * Logs without personal data, and at most one `info` line per request.
 *
 * - A request is logged once, when it ends: method, path without its query string (queries may
 *   carry names, phone numbers or e-mails), route, status, time, and what the route noted with
 *   `noteForRequestLog` (ids, never values the shopper typed). Health checks only at `debug`.
 * - No bodies, no headers, no client IP. Keys that usually hold personal data are redacted at any
 *   of the first three levels of a logged object, should someone log one by mistake (log-censor.ts).
 * - An error is logged with its type, codes and stack frames; a database error without the query's
 *   parameters, the row it failed on, or the values PostgreSQL quotes in its message.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { censoredLevels, withoutPersonalData, withoutPersonalFields } from './log-censor';

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
}

export const pathOf = (url: string): string => url.split('?')[0] ?? url;

/** Routes called often by machines (load balancers, uptime checks): their lines are only at `debug`. */
const quietRoutes = new Set(['/api/health']);

/** Each request's own logger (`request.log`), and what the request's line will add. */
const requestLoggers = new WeakSet<FastifyBaseLogger>();
const requestNotes = new WeakMap<FastifyBaseLogger, Record<string, unknown>>();

const isRequest = (target: FastifyRequest | FastifyBaseLogger): target is FastifyRequest => 'raw' in target && 'log' in target;

/**
 * Adds facts (ids, outcomes — never what the shopper typed) to the request's one log line. Code that
 * is handed a logger (payments) passes it; a logger that serves no request (a start-up sweep) writes
 * the facts on a line of their own, with `message`.
 */
export function noteForRequestLog(target: FastifyRequest | FastifyBaseLogger, facts: Record<string, unknown>, message = 'noted'): void {
  const log = isRequest(target) ? target.log : target;
  if (!requestLoggers.has(log)) return log.info(facts, message);
  requestNotes.set(log, { ...requestNotes.get(log), ...facts });
}

const isQuiet = (request: FastifyRequest) => quietRoutes.has(request.routeOptions.url ?? '');

/** Fastify's request lines, replaced: one line when the request ends instead of two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    requestLoggers.add(request.log);
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime),
      ...requestNotes.get(request.log),
      ...(error ? { err: error } : {}),
    };
    if (error) reply.log.error(line, 'request errored');
    else if (isQuiet(request)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }

  // Fastify's own line carries the raw url, query string included; the completed line says 404.
  override routeNotFound(): void {}
}

// ── errors ──

interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack: string;
  [field: string]: unknown;
}

/** Fields of a PostgreSQL error that name things, not values (`detail` and `where` may hold a row). */
const databaseErrorFields = ['severity', 'table', 'column', 'constraint', 'routine', 'schema', 'dataType'] as const;

const isDatabaseError = (error: Error & Record<string, unknown>) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

function scrubbedMessage(error: Error & Record<string, unknown>): string {
  // Drizzle's message is "Failed query: <sql>\nparams: <the values>".
  if (typeof error.query === 'string' && Array.isArray(error.params)) return `Failed query: ${error.query}`;
  // PostgreSQL quotes the offending value: `invalid input syntax for type integer: "…"`.
  if (isDatabaseError(error)) return error.message.replace(/"[^"]*"/g, '"…"');
  return error.message;
}

/** The error's stack frames only: its first lines repeat the unscrubbed message. */
const framesOf = (stack: string | undefined): string =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: 'a non-Error was thrown', stack: '' };
  const error = value as Error & Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.constructor.name || error.name,
    message: scrubbedMessage(error),
    stack: framesOf(error.stack),
  };
  if (typeof error.code === 'string') serialized.code = error.code;
  if (typeof error.statusCode === 'number') serialized.statusCode = error.statusCode;
  if (isDatabaseError(error)) {
    for (const field of databaseErrorFields) if (typeof error[field] === 'string') serialized[field] = error[field];
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** What a serializer writes is one level down in the line, censored as the rest of it. */
const censoredBelow = <T extends object>(fields: T) => withoutPersonalData(fields, censoredLevels - 1);

const serializers = {
  req: (request: LoggedRequest) => censoredBelow({ method: request.method, path: pathOf(request.url), route: request.routeOptions?.url }),
  res: (reply: { statusCode: number }) => censoredBelow({ statusCode: reply.statusCode }),
  err: (error: unknown) => censoredBelow(serializeError(error)),
};
const serialized = new Set(Object.keys(serializers));

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Before the serializers, only when a line is written.
    formatters: { log: (fields) => withoutPersonalFields(fields, serialized) },
    serializers,
  };
}

/**
 * A child logger's bindings censored as a line's fields are (pino writes them on each of its lines). Set on the root
 * logger: every child inherits it, each request's one included (Fastify binds only the request's id there).
 */
export function censorChildBindings(log: FastifyBaseLogger): void {
  const makeChild = log.child;
  log.child = function (this: FastifyBaseLogger, bindings, options) {
    return makeChild.call(this, withoutPersonalData(bindings), options);
  };
}

export const logController = () => new OneLinePerRequest();
