/** Shops, delivery methods and exchange rates as the back office shows them (and as its audit compares them). */
import type { AdminDeliveryMethod, AdminExchangeRate, AdminShop } from '../../../src/domain/admin-catalogue';
import type { DeliveryMethodRow, ExchangeRateRow, ShopRow } from './repository';

export const shopOf = (row: ShopRow): AdminShop => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  address: row.address,
  week: { start: row.weekStart, end: row.weekEnd },
  weekend: row.weekendStart === null || row.weekendEnd === null ? null : { start: row.weekendStart, end: row.weekendEnd },
  version: row.version,
});

export const deliveryMethodOf = (row: DeliveryMethodRow): AdminDeliveryMethod => ({
  code: row.code,
  name_fr: row.nameFr,
  name_en: row.nameEn,
  fee: row.fee,
  version: row.version,
});

export const exchangeRateOf = (row: ExchangeRateRow): AdminExchangeRate => ({
  currency: row.currency,
  xof_per_unit: row.xofPerUnit,
  indicative: row.indicative,
  as_of: row.asOf,
  version: row.version,
});
