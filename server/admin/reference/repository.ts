/** The back office's queries on shops' opening hours, delivery fees and exchange rates. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryMethods, exchangeRates, shops } from '../../db/schema';
import type { Tx } from '../audit/service';

export type ShopRow = typeof shops.$inferSelect;
export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type ShopHoursChange = Partial<Pick<typeof shops.$inferInsert, 'weekStart' | 'weekEnd' | 'weekendStart' | 'weekendEnd'>>;

export const listShops = (db: Db) => db.select().from(shops).orderBy(asc(shops.id));

export const lockShop = async (tx: Tx, id: number) => (await tx.select().from(shops).where(eq(shops.id, id)).for('update'))[0];

export const updateShop = async (tx: Tx, id: number, change: ShopHoursChange) =>
  (
    await tx
      .update(shops)
      .set({ ...change, version: sql`${shops.version} + 1` })
      .where(eq(shops.id, id))
      .returning()
  )[0];

export const listDeliveryMethods = (db: Db) => db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.position));

export const lockDeliveryMethod = async (tx: Tx, code: DeliveryMethodRow['code']) =>
  (await tx.select().from(deliveryMethods).where(eq(deliveryMethods.code, code)).for('update'))[0];

export const updateDeliveryFee = async (tx: Tx, code: DeliveryMethodRow['code'], fee: number) =>
  (
    await tx
      .update(deliveryMethods)
      .set({ fee, version: sql`${deliveryMethods.version} + 1` })
      .where(eq(deliveryMethods.code, code))
      .returning()
  )[0];

export const listExchangeRates = (db: Db) => db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));

export const lockExchangeRate = async (tx: Tx, currency: ExchangeRateRow['currency']) =>
  (await tx.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)).for('update'))[0];

export const updateExchangeRate = async (
  tx: Tx,
  currency: ExchangeRateRow['currency'],
  change: Pick<ExchangeRateRow, 'xofPerUnit' | 'asOf'>,
) =>
  (
    await tx
      .update(exchangeRates)
      .set({ ...change, version: sql`${exchangeRates.version} + 1` })
      .where(eq(exchangeRates.currency, currency))
      .returning()
  )[0];
