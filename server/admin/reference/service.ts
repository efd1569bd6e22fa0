/** The back office's edits of shops' opening hours, delivery fees and exchange rates. */
import type { DeliveryFeeEdit, ExchangeRateEdit, ShopHoursEdit } from '../../../src/domain/admin-catalogue';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { editRecord, type EditableRecord } from '../edit-record';
import { deliveryMethodOf, exchangeRateOf, shopOf } from './records';
import * as repository from './repository';
import type { DeliveryMethodRow, ExchangeRateRow, ShopRow } from './repository';

const shopRecord: EditableRecord<ShopRow, number, ShopHoursEdit> = {
  entity: 'shop',
  missing: 'No such shop.',
  lock: repository.lockShop,
  fieldsOf: shopOf,
  write: (tx, id, { week, weekend }) =>
    repository.updateShop(tx, id, {
      ...(week === undefined ? {} : { weekStart: week.start, weekEnd: week.end }),
      ...(weekend === undefined ? {} : { weekendStart: weekend?.start ?? null, weekendEnd: weekend?.end ?? null }),
    }),
};

const deliveryMethodRecord: EditableRecord<DeliveryMethodRow, DeliveryMethodRow['code'], DeliveryFeeEdit> = {
  entity: 'delivery_method',
  missing: 'No such delivery method.',
  lock: repository.lockDeliveryMethod,
  fieldsOf: deliveryMethodOf,
  write: (tx, code, { fee }) => repository.updateDeliveryFee(tx, code, fee),
};

/** A rate's `as_of` becomes the day of the edit (the server's clock). */
const exchangeRateRecord = (today: string): EditableRecord<ExchangeRateRow, ExchangeRateRow['currency'], ExchangeRateEdit> => ({
  entity: 'exchange_rate',
  missing: 'No such currency.',
  lock: repository.lockExchangeRate,
  fieldsOf: exchangeRateOf,
  write: (tx, currency, body) => repository.updateExchangeRate(tx, currency, { xofPerUnit: body.xof_per_unit, asOf: today }),
});

export const listShops = async (db: Db) => (await repository.listShops(db)).map(shopOf);
export const editShopHours = async (db: Db, actor: AuthUser, id: number, body: ShopHoursEdit) =>
  shopOf(await editRecord(db, actor, shopRecord, id, body));

export const listDeliveryMethods = async (db: Db) => (await repository.listDeliveryMethods(db)).map(deliveryMethodOf);
export const editDeliveryFee = async (db: Db, actor: AuthUser, code: DeliveryMethodRow['code'], body: DeliveryFeeEdit) =>
  deliveryMethodOf(await editRecord(db, actor, deliveryMethodRecord, code, body));

export const listExchangeRates = async (db: Db) => (await repository.listExchangeRates(db)).map(exchangeRateOf);
export const editExchangeRate = async (db: Db, actor: AuthUser, currency: ExchangeRateRow['currency'], body: ExchangeRateEdit, now: Date) =>
  exchangeRateOf(await editRecord(db, actor, exchangeRateRecord(now.toISOString().slice(0, 10)), currency, body));
