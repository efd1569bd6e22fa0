/**
 * The schemas of the catalogue's answers, loaded beside the first request they check (catalog.ts, delivery.ts):
 * they bring zod, which the first load of a page does without. Short names, as the first-load code spells them.
 */
export {
  categoryListResponseSchema as categories,
  countryListResponseSchema as countries,
  deliveryMethodListResponseSchema as deliveryMethods,
  exchangeRateListResponseSchema as exchangeRates,
  productListResponseSchema as products,
  productResponseSchema as product,
  serviceListResponseSchema as services,
  testimonialListResponseSchema as testimonials,
} from '../domain/catalog';
