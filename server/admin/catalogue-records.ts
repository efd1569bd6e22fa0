/** Catalogue records as the back office shows them (and as its audit compares them). */
import type { AdminDeliveryMethod, AdminEvent, AdminExchangeRate, AdminService, AdminShop } from '../../src/domain/admin-catalogue';
import type { deliveryMethods, events, exchangeRates, services, shops } from '../db/schema';
import { adminErrors, adminRoute } from './route-options';

export const serviceOf = (row: typeof services.$inferSelect): AdminService => ({
  id: row.id,
  slug: row.slug,
  name_fr: row.nameFr,
  name_en: row.nameEn,
  description_fr: row.descriptionFr,
  description_en: row.descriptionEn,
  image_link: row.imageLink,
  price: row.price,
  version: row.version,
});

export const eventOf = (row: typeof events.$inferSelect): AdminEvent => ({
  id: row.id,
  slug: row.slug,
  title_fr: row.titleFr,
  title_en: row.titleEn,
  description_fr: row.descriptionFr,
  description_en: row.descriptionEn,
  address: row.address,
  starts_at: row.startsAt.toISOString(),
  capacity: row.capacity,
  seats_booked: row.seatsBooked,
  version: row.version,
});

export const shopOf = (row: typeof shops.$inferSelect): AdminShop => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  address: row.address,
  week: { start: row.weekStart, end: row.weekEnd },
  weekend: row.weekendStart === null || row.weekendEnd === null ? null : { start: row.weekendStart, end: row.weekendEnd },
  version: row.version,
});

export const deliveryMethodOf = (row: typeof deliveryMethods.$inferSelect): AdminDeliveryMethod => ({
  code: row.code,
  name_fr: row.nameFr,
  name_en: row.nameEn,
  fee: row.fee,
  version: row.version,
});

export const exchangeRateOf = (row: typeof exchangeRates.$inferSelect): AdminExchangeRate => ({
  currency: row.currency,
  xof_per_unit: row.xofPerUnit,
  indicative: row.indicative,
  as_of: row.asOf,
  version: row.version,
});

/** Route options of a list (GET) and of an edit (PATCH). */
export const listRoute = (summary: string, response: object) => ({
  schema: { ...adminRoute, summary, response: { 200: response, ...adminErrors } },
});
export const editRoute = <Params, Body>(summary: string, params: Params, body: Body, response: object) => ({
  schema: { ...adminRoute, summary, params, body, response: { 200: response, ...adminErrors } },
});
