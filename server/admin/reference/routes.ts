/** The back office's edits of shops' opening hours, delivery fees and exchange rates. */
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
import { idParams } from '../../http/params';
import type { RouteDeps } from '../../http/route-deps';
import { editRoute, listRoute } from '../route-options';
import { editDeliveryFee, editExchangeRate, editShopHours, listDeliveryMethods, listExchangeRates, listShops } from './service';

export const adminReferenceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, now }) => {
  app.get('/shops', listRoute('Every shop with its opening hours', adminShopListResponseSchema), async () => ({
    data: await listShops(db),
  }));
  app.patch(
    '/shops/:id',
    editRoute('Edits a shop’s opening hours (weekend null: closed)', idParams, shopHoursEditSchema, adminShopResponseSchema),
    async (request) => ({ data: await editShopHours(db, authUserOf(request), request.params.id, request.body) }),
  );

  app.get('/delivery-methods', listRoute('Delivery methods and their fees', adminDeliveryMethodListResponseSchema), async () => ({
    data: await listDeliveryMethods(db),
  }));
  app.patch(
    '/delivery-methods/:code',
    editRoute('Changes a delivery fee (XOF)', deliveryMethodParamsSchema, deliveryFeeEditSchema, adminDeliveryMethodResponseSchema),
    async (request) => ({ data: await editDeliveryFee(db, authUserOf(request), request.params.code, request.body) }),
  );

  app.get('/exchange-rates', listRoute('Exchange rates (XOF per unit)', adminExchangeRateListResponseSchema), async () => ({
    data: await listExchangeRates(db),
  }));
  app.patch(
    '/exchange-rates/:currency',
    editRoute(
      'Changes a rate (XOF per unit); as_of becomes today',
      currencyParamsSchema,
      exchangeRateEditSchema,
      adminExchangeRateResponseSchema,
    ),
    async (request) => ({ data: await editExchangeRate(db, authUserOf(request), request.params.currency, request.body, now()) }),
  );
};
