/** Countries (language and currency selectors), exchange rates and delivery methods with their fees, as the API answers them. */
import type { ContentLocale } from '../../src/domain/api';
import type { Db } from '../db/client';
import { onePage } from '../http/params';
import { countCountries, selectCountries, selectDeliveryMethods, selectExchangeRates } from './reference-data-repository';

export async function countryPage(
  db: Db,
  { locale, pagination }: { locale: ContentLocale; pagination: { page: number; pageSize: number } },
) {
  const { rows, meta } = await onePage(pagination, (limit, offset) => selectCountries(db, limit, offset), countCountries(db));
  return {
    data: rows.map((row) => ({
      id: row.id,
      attributes: { name: locale === 'fr' ? row.nameFr : row.nameEn, locale: row.locale, currency: row.currency },
    })),
    meta,
  };
}

export async function exchangeRateList(db: Db) {
  const rows = await selectExchangeRates(db);
  return { data: rows.map((row) => ({ currency: row.currency, xof_per_unit: Number(row.xofPerUnit), indicative: row.indicative })) };
}

export async function deliveryMethodList(db: Db, locale: ContentLocale) {
  const rows = await selectDeliveryMethods(db);
  return { data: rows.map((row) => ({ code: row.code, name: locale === 'fr' ? row.nameFr : row.nameEn, fee: row.fee })) };
}
