/**
 * Parses query strings with bracket keys into nested objects, as Strapi clients send them:
 * `pagination[pageSize]=100` → `{ pagination: { pageSize: '100' } }`. Fastify's default parser
 * keeps the brackets in the key. Limits keep a hostile query string cheap to parse.
 */
import qs from 'qs';

export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, {
    depth: 3,
    parameterLimit: 100,
    arrayLimit: 20,
    // Dotted keys stay flat; only brackets nest.
    allowDots: false,
    // `__proto__` and friends are dropped, never merged into objects.
    allowPrototypes: false,
    // A repeated key becomes an array, which scalar parameters then refuse with a 400.
    duplicates: 'combine',
  });
}
