/**
 * Query and path parameters shared by the routes. Numbers arrive as text and are checked as text
 * first, so `abc`, `1.5`, `1e3` or a 30-digit number get a 400 naming the field, never a 500.
 * zod/mini, like the domain schemas they are combined with.
 */
import { z } from 'zod/mini';
import { apiLocaleSchema, contentLocaleOf, defaultPageSize, maxPageSize } from '../../src/domain/api';
import { largestId } from '../../src/domain/input-rules';

const wholeNumber = (max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(
        z.regex(/^\d+$/, 'must be a whole number'),
        // Longer digit strings would lose precision as numbers; they are out of range anyway.
        z.maxLength(12, `must be at most ${max}`),
      ),
      z.transform(Number),
    ),
    z.number().check(z.int(), z.minimum(1, 'must be at least 1'), z.maximum(max, `must be at most ${max}`)),
  );

export const idParams = z.object({ id: wholeNumber(largestId) });

/** `locale`: fr (default), en, or ar, which is served the French content. */
export const localeQuery = z.object({
  locale: z.pipe(z._default(apiLocaleSchema, 'fr'), z.transform(contentLocaleOf)),
});

/** `locale` as the shopper chose it (fr, en or ar), for what the server writes to her itself (text messages). */
export const shopperLocaleQuery = z.object({ locale: z._default(apiLocaleSchema, 'fr') });

/** Strapi's page-based pagination: `pagination[page]`, `pagination[pageSize]` (at most 100). */
const paginationQuery = z.object({
  pagination: z._default(
    z.strictObject({
      page: z._default(wholeNumber(1_000_000), 1),
      pageSize: z._default(wholeNumber(maxPageSize), defaultPageSize),
    }),
    { page: 1, pageSize: defaultPageSize },
  ),
});

const populatable = z.enum(['image', '*']);
/** `populate=image` (or Strapi's `*`, or `populate[0]=image`) adds the `image` list to products. */
export const populateQuery = z.object({
  populate: z.optional(z.union([populatable, z.array(populatable).check(z.maxLength(5))])),
});

export const listQuery = z.extend(localeQuery, paginationQuery.shape);

/**
 * One page of a list with its Strapi `meta`: `rows` reads the page at the LIMIT and OFFSET it is
 * given, while `total` counts the whole list.
 */
export async function onePage<Row>(
  { page, pageSize }: { page: number; pageSize: number },
  rows: (limit: number, offset: number) => PromiseLike<Row[]>,
  total: PromiseLike<{ total: number }[]>,
) {
  const [list, [counted]] = await Promise.all([rows(pageSize, (page - 1) * pageSize), total]);
  const all = counted?.total ?? 0;
  return { rows: list, meta: { pagination: { page, pageSize, pageCount: Math.ceil(all / pageSize), total: all } } };
}
