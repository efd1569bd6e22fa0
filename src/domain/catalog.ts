import { z } from 'zod/mini';
import { paginationMetaSchema } from './api';

/**
 * Response shapes of the catalogue GETs (spec §7). Products, categories and countries follow the
 * Strapi convention (`{ id, attributes }` plus `meta.pagination`); events, services, shops and
 * testimonials are flat inside `data`. Image urls are relative to the API host.
 */

const id = z.number().check(z.int(), z.positive());
const listMeta = z.object({ pagination: paginationMetaSchema });

export const imageFormatSchema = z.object({
  url: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});
export type ImageFormat = z.infer<typeof imageFormatSchema>;

export const productImageSchema = z.extend(imageFormatSchema, {
  alternativeText: z.string(),
  /** `small` is the card-sized variant. */
  formats: z.object({ small: imageFormatSchema }),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productAttributesSchema = z.object({
  name: z.string(),
  category_id: id,
  category_name: z.string(),
  /** XOF, which has no decimals. */
  price: z.number().check(z.int(), z.nonnegative()),
  availability: z.boolean(),
  description: z.string(),
  properties: z.array(z.string()),
  /** Present only when the request asks for `populate=image`. */
  image: z.optional(z.array(productImageSchema)),
  /** Urls of the main images, in gallery order. */
  image_links: z.array(z.string()),
});

export const productSchema = z.object({ id, attributes: productAttributesSchema });
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({ data: z.array(productSchema), meta: listMeta });
export const productResponseSchema = z.object({ data: productSchema, meta: z.object({}) });

export const categorySchema = z.object({ id, attributes: z.object({ name: z.string() }) });
export type Category = z.infer<typeof categorySchema>;
export const categoryListResponseSchema = z.object({ data: z.array(categorySchema), meta: listMeta });

export const countrySchema = z.object({
  id,
  attributes: z.object({
    name: z.string(),
    /** e.g. `fr-SN`; the part before the dash is the interface language. */
    locale: z.string(),
    /** ISO 4217, e.g. `XOF`. */
    currency: z.string(),
  }),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListResponseSchema = z.object({ data: z.array(countrySchema), meta: listMeta });

export const exchangeRateSchema = z.object({
  currency: z.string(),
  xof_per_unit: z.number().check(z.positive()),
  /** False only for fixed pegs (XOF itself, EUR at 655.957); other rates are indicative. */
  indicative: z.boolean(),
});
export const exchangeRateListResponseSchema = z.object({ data: z.array(exchangeRateSchema) });

export const deliveryMethodCodes = ['livreur', 'collect'] as const;
export const deliveryMethodCodeSchema = z.enum(deliveryMethodCodes);
export type DeliveryMethodCode = z.infer<typeof deliveryMethodCodeSchema>;

export const deliveryMethodSchema = z.object({
  code: deliveryMethodCodeSchema,
  name: z.string(),
  /** XOF. */
  fee: z.number().check(z.int(), z.nonnegative()),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export const deliveryMethodListResponseSchema = z.object({ data: z.array(deliveryMethodSchema) });

export const eventSchema = z.object({
  id,
  title: z.string(),
  address: z.string(),
  /** ISO 8601 date-time in UTC (Africa/Dakar is UTC+0 all year). */
  date: z.iso.datetime(),
  description: z.string(),
  /** Places offered, or null when the event states no limit. */
  capacity: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** Places still free (0: full), or null without a limit. */
  seats_left: z.nullable(z.number().check(z.int(), z.nonnegative())),
});
export type ShopEvent = z.infer<typeof eventSchema>;
export const eventListResponseSchema = z.object({ data: z.array(eventSchema), meta: listMeta });
export const eventResponseSchema = z.object({ data: eventSchema });

export const serviceSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  /** Image url relative to the API host. */
  image_link: z.string(),
  /** XOF; null while the shop has given none (issue 21: the service page shows it). */
  price: z.nullable(z.number().check(z.int(), z.nonnegative())),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListResponseSchema = z.object({ data: z.array(serviceSchema) });
export const serviceResponseSchema = z.object({ data: serviceSchema });

/** Opening hours as whole hours of the day in shop time (Africa/Dakar), e.g. 9 to 20. */
export const hoursRangeSchema = z.object({
  start: z.number().check(z.int(), z.minimum(0), z.maximum(24)),
  end: z.number().check(z.int(), z.minimum(0), z.maximum(24)),
});
export type HoursRange = z.infer<typeof hoursRangeSchema>;

export const shopSchema = z.object({
  id,
  name: z.string(),
  opening_hours: z.object({
    week: hoursRangeSchema,
    /** Null when the shop is closed at the weekend. */
    weekend: z.nullable(hoursRangeSchema),
  }),
});
export type Shop = z.infer<typeof shopSchema>;
export const shopListResponseSchema = z.object({ data: z.array(shopSchema) });

export const testimonialSchema = z.object({ id, message: z.string(), author: z.string() });
export const testimonialListResponseSchema = z.object({ data: z.array(testimonialSchema) });
