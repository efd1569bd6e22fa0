import { z } from 'zod/mini';

/**
 * The catalogue page's choices — category, sort and price range — as the shop's address carries them
 * (`/products?category=3&sort=price-asc&min=1000&max=20000`) and as `GET /api/products` accepts them,
 * so a shared link, a reload and the server read the same words. Values arrive as text in both.
 */
export const productSorts = ['price-asc', 'price-desc', 'name', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];
export const productSortSchema = z.enum(productSorts);

/** XOF have no decimals; nine digits is far above any price and stays exact as a number. */
const priceText = z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'must be a whole number of F CFA')), z.transform(Number));
const categoryText = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'must be a category id')), z.transform(Number));

export const catalogueQueryFields = {
  category: z.optional(categoryText),
  sort: z.optional(productSortSchema),
  min: z.optional(priceText),
  max: z.optional(priceText),
};

export const catalogueQuerySchema = z.object(catalogueQueryFields).check(
  z.refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, {
    message: 'min must not be above max',
    path: ['min'],
  }),
);

export interface CatalogueQuery {
  category?: number | undefined;
  sort?: ProductSort | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

type Field = keyof typeof catalogueQueryFields;
const fields = Object.keys(catalogueQueryFields) as Field[];

/**
 * The choices an address holds. A value that is not valid (typed by hand, an old link) is left out
 * rather than failing the page, and a range whose ends are swapped keeps only its lower end.
 */
export function catalogueQueryFromSearch(search: string): CatalogueQuery {
  const params = new URLSearchParams(search);
  const query: CatalogueQuery = {};
  for (const field of fields) {
    const raw = params.get(field);
    if (raw === null) continue;
    const parsed = catalogueQueryFields[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(query, { [field]: parsed.data });
  }
  if (query.min !== undefined && query.max !== undefined && query.min > query.max) delete query.max;
  return query;
}

/** The address's query text for these choices, in a fixed order so equal choices give equal links. */
export function catalogueSearchOf(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = query[field];
    if (value !== undefined) params.set(field, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
