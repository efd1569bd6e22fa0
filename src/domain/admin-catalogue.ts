import { z } from 'zod/mini';
import { deliveryMethodCodeSchema, hoursRangeSchema } from './catalog';
import { bodyId, noControlCharacters } from './input-rules';
import { versionField } from './admin-audit';
import { shopTimeSchema } from './admin-dates';

/**
 * Catalogue edits of the back office. Every edit is a PATCH carrying the `version` it was made from
 * (409 `version_conflict` with both versions otherwise) and any subset of the fields; each save empties
 * the catalogue caches, so shoppers see it on their next request.
 */

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `at most ${max} characters`), noControlCharacters());
const longText = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `at most ${max} characters`), noControlCharacters({ multiline: true }));
const xof = z
  .number()
  .check(z.int('must be a whole amount'), z.nonnegative('must be 0 or more'), z.maximum(100_000_000, 'at most 100,000,000'));

// ───────────── products ─────────────

export const adminProductImageSchema = z.object({
  id: z.number(),
  position: z.number(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  card_url: z.string(),
  alt_fr: z.string(),
  alt_en: z.string(),
});

export const adminProductSchema = z.object({
  id: z.number(),
  slug: z.string(),
  category_id: z.number(),
  name_fr: z.string(),
  name_en: z.string(),
  description_fr: z.string(),
  description_en: z.string(),
  price: z.number(),
  availability: z.boolean(),
  images: z.array(adminProductImageSchema),
  version: z.number(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponseSchema = z.object({ data: adminProductSchema });
/** `GET /api/admin/products?q=&category_id=`: every product (about a hundred), by name. */
export const adminProductListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100), noControlCharacters())),
  category_id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
});
export const adminProductListResponseSchema = z.object({ data: z.array(adminProductSchema) });

/** `POST /api/admin/products`: a new product, every field given; its address name (slug) comes from the French name. Pictures are added after. */
export const productCreateSchema = z.object({
  name_fr: text(200),
  name_en: text(200),
  description_fr: longText(5000),
  description_en: longText(5000),
  price: xof,
  availability: z.boolean(),
  category_id: bodyId(),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;
/** `PATCH /api/admin/products/:id`: any of the fields of a creation, with the version it was made from. */
export const productEditSchema = z.extend(z.partial(productCreateSchema), { version: versionField });
export type ProductEdit = z.infer<typeof productEditSchema>;

/**
 * `POST /api/admin/products/:id/images`: the body is the picture itself (Content-Type image/jpeg,
 * image/png or image/webp, at most 8 MB); the alternative texts go in the query string. Stored as WebP
 * (1200 px wide at most, and a 400 px card) and appended to the gallery.
 */
export const imageUploadTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const imageUploadMaxBytes = 8 * 1024 * 1024;
export const imageUploadQuerySchema = z.object({
  alt_fr: z._default(z.string().check(z.trim(), z.maxLength(200), noControlCharacters()), ''),
  alt_en: z._default(z.string().check(z.trim(), z.maxLength(200), noControlCharacters()), ''),
  version: z.coerce.number().check(z.int(), z.positive()),
});
/** `DELETE /api/admin/products/:id/images/:imageId?version=`. */
export const imageDeleteQuerySchema = z.object({ version: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });

// ───────────── services ─────────────

export const adminServiceSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  description_fr: z.string(),
  description_en: z.string(),
  image_link: z.string(),
  /** XOF; null: the shop gives no price, and the service page shows none. */
  price: z.nullable(z.number()),
  version: z.number(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServiceListResponseSchema = z.object({ data: z.array(adminServiceSchema) });
export const adminServiceResponseSchema = z.object({ data: adminServiceSchema });
/** `PATCH /api/admin/services/:id`: any of the texts and the price, with the version it was made from. */
export const serviceEditSchema = z.object({
  version: versionField,
  name_fr: z.optional(text(200)),
  name_en: z.optional(text(200)),
  description_fr: z.optional(longText(5000)),
  description_en: z.optional(longText(5000)),
  /** A whole number of F CFA, as a product's price; null takes the price off the service page. */
  price: z.optional(z.nullable(xof)),
});
export type ServiceEdit = z.infer<typeof serviceEditSchema>;

// ───────────── events ─────────────

export const adminEventSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title_fr: z.string(),
  title_en: z.string(),
  description_fr: z.string(),
  description_en: z.string(),
  address: z.string(),
  starts_at: z.string(),
  capacity: z.nullable(z.number()),
  seats_booked: z.number(),
  version: z.number(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListResponseSchema = z.object({ data: z.array(adminEventSchema) });
export const adminEventResponseSchema = z.object({ data: adminEventSchema });
/** `POST /api/admin/events`: a new event, every field given (capacity null: no limit). */
export const eventCreateSchema = z.object({
  title_fr: text(200),
  title_en: text(200),
  description_fr: longText(5000),
  description_en: longText(5000),
  address: text(300),
  starts_at: shopTimeSchema,
  capacity: z.nullable(z.number().check(z.int(), z.nonnegative(), z.maximum(100_000))),
});
export type EventCreate = z.infer<typeof eventCreateSchema>;
/** `PATCH /api/admin/events/:id`. A capacity below the seats already booked is refused (400 on `capacity`). */
export const eventEditSchema = z.extend(z.partial(eventCreateSchema), { version: versionField });
export type EventEdit = z.infer<typeof eventEditSchema>;

// ───────────── shops' opening hours ─────────────

export const adminShopSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  week: hoursRangeSchema,
  /** Null: closed at the weekend. */
  weekend: z.nullable(hoursRangeSchema),
  version: z.number(),
});
export type AdminShop = z.infer<typeof adminShopSchema>;
export const adminShopListResponseSchema = z.object({ data: z.array(adminShopSchema) });
export const adminShopResponseSchema = z.object({ data: adminShopSchema });
const opening = z
  .object({
    start: z.number().check(z.int(), z.minimum(0), z.maximum(23)),
    end: z.number().check(z.int(), z.minimum(1), z.maximum(24)),
  })
  .check(z.refine((hours) => hours.start < hours.end, { error: 'opening must be before closing', path: ['end'] }));
export const shopHoursEditSchema = z.object({ version: versionField, week: z.optional(opening), weekend: z.optional(z.nullable(opening)) });
export type ShopHoursEdit = z.infer<typeof shopHoursEditSchema>;

// ───────────── delivery fees and the EUR rate ─────────────

export const adminDeliveryMethodSchema = z.object({
  code: deliveryMethodCodeSchema,
  name_fr: z.string(),
  name_en: z.string(),
  fee: z.number(),
  version: z.number(),
});
export type AdminDeliveryMethod = z.infer<typeof adminDeliveryMethodSchema>;
export const adminDeliveryMethodListResponseSchema = z.object({ data: z.array(adminDeliveryMethodSchema) });
export const adminDeliveryMethodResponseSchema = z.object({ data: adminDeliveryMethodSchema });
export const deliveryFeeEditSchema = z.object({ version: versionField, fee: xof });
export type DeliveryFeeEdit = z.infer<typeof deliveryFeeEditSchema>;
export const deliveryMethodParamsSchema = z.object({ code: deliveryMethodCodeSchema });

export const adminExchangeRateSchema = z.object({
  currency: z.string(),
  xof_per_unit: z.number(),
  indicative: z.boolean(),
  as_of: z.string(),
  version: z.number(),
});
export type AdminExchangeRate = z.infer<typeof adminExchangeRateSchema>;
export const adminExchangeRateListResponseSchema = z.object({ data: z.array(adminExchangeRateSchema) });
export const adminExchangeRateResponseSchema = z.object({ data: adminExchangeRateSchema });
/** `PATCH /api/admin/exchange-rates/EUR`: XOF per euro (655.957 is the fixed peg). `as_of` becomes today. */
export const exchangeRateEditSchema = z.object({
  version: versionField,
  // The column keeps six decimals: anything smaller was stored as 0, which the public rates refuse.
  xof_per_unit: z.number().check(z.gte(0.000001, 'must be at least 0.000001'), z.maximum(100_000)),
});
export type ExchangeRateEdit = z.infer<typeof exchangeRateEditSchema>;
export const currencyParamsSchema = z.object({ currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'a currency code, e.g. EUR')) });
