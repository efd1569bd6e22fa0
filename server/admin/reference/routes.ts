/** The back office's edits of shops' opening hours, delivery fees and exchange rates. */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeliveryMethodListResponseSchema,
  adminDeliveryMethodResponseSchema,
  adminExchangeRateListResponseSchema,
  adminExchangeRateResponseSchema,
  adminShopListResponseSchema,
  adminShopResponseSchema,
  currencyParamsSchema,
  deliveryFeeEditSchema,
  deliveryMethodParamsSchema,
  exchangeRateEditSchema,
  shopHoursEditSchema,
} from '../../../src/domain/admin-catalogue';
import { authUserOf } from '../../auth';
import { deliveryMethods, exchangeRates, shops } from '../../db/schema';
import { idParams } from '../../routes/params';
import type { RouteDeps } from '../../routes/route-deps';
import { deliveryMethodOf, editRoute, exchangeRateOf, listRoute, shopOf } from '../catalogue-records';
import { editRecord } from '../edit-record';

export const adminReferenceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, now }) => {
  // ───────────── shops' opening hours ─────────────
  app.get('/shops', listRoute('Every shop with its opening hours', adminShopListResponseSchema), async () => ({
    data: (await db.select().from(shops).orderBy(asc(shops.id))).map(shopOf),
  }));
  app.patch(
    '/shops/:id',
    editRoute('Edits a shop’s opening hours (weekend null: closed)', idParams, shopHoursEditSchema, adminShopResponseSchema),
    async (request) => {
      const { id } = request.params;
      const { week, weekend } = request.body;
      const row = await editRecord(db, authUserOf(request), {
        entity: 'shop',
        id,
        missing: 'No such shop.',
        submitted: request.body,
        lock: async (tx) => (await tx.select().from(shops).where(eq(shops.id, id)).for('update'))[0],
        fieldsOf: shopOf,
        write: async (tx) =>
          (
            await tx
              .update(shops)
              .set({
                ...(week === undefined ? {} : { weekStart: week.start, weekEnd: week.end }),
                ...(weekend === undefined ? {} : { weekendStart: weekend?.start ?? null, weekendEnd: weekend?.end ?? null }),
                version: sql`${shops.version} + 1`,
              })
              .where(eq(shops.id, id))
              .returning()
          )[0],
      });
      return { data: shopOf(row) };
    },
  );

  // ───────────── delivery fees ─────────────
  app.get('/delivery-methods', listRoute('Delivery methods and their fees', adminDeliveryMethodListResponseSchema), async () => ({
    data: (await db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.position))).map(deliveryMethodOf),
  }));
  app.patch(
    '/delivery-methods/:code',
    editRoute('Changes a delivery fee (XOF)', deliveryMethodParamsSchema, deliveryFeeEditSchema, adminDeliveryMethodResponseSchema),
    async (request) => {
      const { code } = request.params;
      const row = await editRecord(db, authUserOf(request), {
        entity: 'delivery_method',
        id: code,
        missing: 'No such delivery method.',
        submitted: request.body,
        lock: async (tx) => (await tx.select().from(deliveryMethods).where(eq(deliveryMethods.code, code)).for('update'))[0],
        fieldsOf: deliveryMethodOf,
        write: async (tx) =>
          (
            await tx
              .update(deliveryMethods)
              .set({ fee: request.body.fee, version: sql`${deliveryMethods.version} + 1` })
              .where(eq(deliveryMethods.code, code))
              .returning()
          )[0],
      });
      return { data: deliveryMethodOf(row) };
    },
  );

  // ───────────── exchange rates ─────────────
  app.get('/exchange-rates', listRoute('Exchange rates (XOF per unit)', adminExchangeRateListResponseSchema), async () => ({
    data: (await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency))).map(exchangeRateOf),
  }));
  app.patch(
    '/exchange-rates/:currency',
    editRoute(
      'Changes a rate (XOF per unit); as_of becomes today',
      currencyParamsSchema,
      exchangeRateEditSchema,
      adminExchangeRateResponseSchema,
    ),
    async (request) => {
      const { currency } = request.params;
      const row = await editRecord(db, authUserOf(request), {
        entity: 'exchange_rate',
        id: currency,
        missing: 'No such currency.',
        submitted: request.body,
        lock: async (tx) => (await tx.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)).for('update'))[0],
        fieldsOf: exchangeRateOf,
        write: async (tx) =>
          (
            await tx
              .update(exchangeRates)
              .set({
                xofPerUnit: request.body.xof_per_unit,
                asOf: now().toISOString().slice(0, 10),
                version: sql`${exchangeRates.version} + 1`,
              })
              .where(eq(exchangeRates.currency, currency))
              .returning()
          )[0],
      });
      return { data: exchangeRateOf(row) };
    },
  );
};
