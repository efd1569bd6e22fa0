import type { FastifyInstance } from 'fastify';
import qs from 'qs';

const formType = 'application/x-www-form-urlencoded';

/**
 * Parses form bodies with nested keys (`data[invoice][token]=…`), as PayDunya's IPN and the simulator's
 * plain HTML forms send them. Call it inside an encapsulated plugin so it only affects those routes.
 */
export function acceptNestedFormBodies(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser(formType)) scope.removeContentTypeParser(formType);
  scope.addContentTypeParser(formType, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, qs.parse(String(body), { depth: 5, parameterLimit: 200, allowPrototypes: false }));
  });
}

export const toFormBody = (value: Record<string, unknown>): string => qs.stringify(value);
export const formContentType = formType;
