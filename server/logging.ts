/**
 * Request logs without personal data: method, path without its query string (queries may carry
 * names, phone numbers or e-mails), route and status. No bodies, no headers, no client IP.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
}

export const pathOf = (url: string): string => url.split('?')[0] ?? url;

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Defence in depth, should a header ever be logged.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        path: pathOf(request.url),
        route: request.routeOptions?.url,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
