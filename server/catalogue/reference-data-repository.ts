/** Countries, exchange rates and delivery methods in the database, in display order. */
import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, deliveryMethods, exchangeRates } from '../db/schema';

export type CountryRow = typeof countries.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

export function selectCountries(db: Db, limit: number, offset: number): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.position), asc(countries.id)).limit(limit).offset(offset);
}

export function countCountries(db: Db): Promise<{ total: number }[]> {
  return db.select({ total: count() }).from(countries);
}

/** The fixed pegs first, then the indicative rates, each by value. */
export function selectExchangeRates(db: Db): Promise<ExchangeRateRow[]> {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.indicative), asc(exchangeRates.xofPerUnit), asc(exchangeRates.currency));
}

export function selectDeliveryMethods(db: Db): Promise<DeliveryMethodRow[]> {
  return db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.position));
}
