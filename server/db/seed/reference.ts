/** Countries, exchange rates and delivery methods. */

export const seedCountries = [
  { id: 1, code: 'SN', fr: 'Sénégal', en: 'Senegal', locale: 'fr-SN', currency: 'XOF' },
  { id: 2, code: 'FR', fr: 'France', en: 'France', locale: 'fr-FR', currency: 'EUR' },
  { id: 3, code: 'CI', fr: 'Côte d’Ivoire', en: 'Côte d’Ivoire', locale: 'fr-CI', currency: 'XOF' },
  { id: 4, code: 'GB', fr: 'Royaume-Uni', en: 'United Kingdom', locale: 'en-GB', currency: 'GBP' },
  { id: 5, code: 'US', fr: 'États-Unis', en: 'United States', locale: 'en-US', currency: 'USD' },
  { id: 6, code: 'MA', fr: 'Maroc', en: 'Morocco', locale: 'ar-MA', currency: 'MAD' },
] as const;

/**
 * XOF per unit of each currency the countries use. XOF and EUR are fixed (the CFA franc is pegged
 * to the euro at 655.957); the others float and are only indicative, as of `asOf`.
 */
export const seedExchangeRates = [
  { currency: 'XOF', xofPerUnit: 1, indicative: false, asOf: '1999-01-01' },
  { currency: 'EUR', xofPerUnit: 655.957, indicative: false, asOf: '1999-01-01' },
  { currency: 'USD', xofPerUnit: 565, indicative: true, asOf: '2025-11-01' },
  { currency: 'GBP', xofPerUnit: 745, indicative: true, asOf: '2025-11-01' },
  { currency: 'MAD', xofPerUnit: 61, indicative: true, asOf: '2025-11-01' },
] as const;

/** Fees in XOF; collection is 10 000 per spec §9, the courier fee is the shop's choice. */
export const seedDeliveryMethods = [
  { code: 'livreur', fr: 'Livraison par coursier', en: 'Courier delivery', fee: 2000 },
  { code: 'collect', fr: 'Retrait en boutique', en: 'Collect in store', fee: 10000 },
] as const;
