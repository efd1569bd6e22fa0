/**
 * A query string the server has already validated for a route is valid again: its validated form is
 * kept (per route, bounded) and copied for each later request, instead of running the route's zod
 * schema on every read of the catalogue (docs/decisions/api-speed.md). Only plain results are kept
 * (objects, arrays, strings, numbers, booleans); a refusal is computed every time, with its message.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { copyOf } from './remembered-query-strings';

export interface RememberValidationOptions {
  /** Distinct queries kept per route; the oldest goes first. */
  maxEntries?: number;
  /** Queries longer than this (as JSON) are validated every time. */
  maxLength?: number;
}

const isPlainTree = (value: unknown): boolean => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainTree);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((item) => item === undefined || isPlainTree(item));
};

const succeeded = (result: unknown): result is { value: unknown } =>
  typeof result === 'object' && result !== null && 'value' in result && !('error' in result && result.error);

export function rememberQueryValidation<S>(
  compile: FastifySchemaCompiler<S>,
  { maxEntries = 128, maxLength = 512 }: RememberValidationOptions = {},
): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'querystring' || typeof validate !== 'function') return validate;
    const held = new Map<string, unknown>();
    return (data: unknown) => {
      const key = JSON.stringify(data);
      if (key === undefined || key.length > maxLength) return validate(data);
      if (held.has(key)) return { value: copyOf(held.get(key)) };
      const result = validate(data);
      if (!succeeded(result) || !isPlainTree(result.value)) return result;
      if (held.size >= maxEntries) held.delete(held.keys().next().value ?? '');
      held.set(key, copyOf(result.value));
      return result;
    };
  };
}
