/** Countries (language and currency selectors), exchange rates and delivery methods with their fees. */
import { asc, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import { countryListResponseSchema, deliveryMethodListResponseSchema, exchangeRateListResponseSchema } from '../../src/domain/catalog';
import { cachePolicies, sendCached } from '../cache/cached-get';
import { countries, deliveryMethods, exchangeRates } from '../db/schema';
import { listQuery, localeQuery, onePage } from './params';
import type { RouteDeps } from './route-deps';

export const referenceDataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries with their locale and currency',
        querystring: listQuery,
        response: { 200: countryListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const { locale, pagination } = request.query;
        const { rows, meta } = await onePage(
          pagination,
          (limit, offset) => db.select().from(countries).orderBy(asc(countries.position), asc(countries.id)).limit(limit).offset(offset),
          db.select({ total: count() }).from(countries),
        );
        return {
          data: rows.map((row) => ({
            id: row.id,
            attributes: { name: locale === 'fr' ? row.nameFr : row.nameEn, locale: row.locale, currency: row.currency },
          })),
          meta,
        };
      }),
  );

  app.get(
    '/exchange-rates',
    {
      schema: {
        tags: ['reference'],
        summary: 'XOF per unit of each currency; only the fixed pegs are not indicative',
        querystring: localeQuery,
        response: { 200: exchangeRateListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const rows = await db
          .select()
          .from(exchangeRates)
          .orderBy(asc(exchangeRates.indicative), asc(exchangeRates.xofPerUnit), asc(exchangeRates.currency));
        return {
          data: rows.map((row) => ({ currency: row.currency, xof_per_unit: Number(row.xofPerUnit), indicative: row.indicative })),
        };
      }),
  );

  app.get(
    '/delivery-methods',
    {
      schema: {
        tags: ['reference'],
        summary: 'Delivery methods with their fee in XOF',
        querystring: localeQuery,
        response: { 200: deliveryMethodListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, cachePolicies.catalogue, async () => {
        const { locale } = request.query;
        const rows = await db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.position));
        return {
          data: rows.map((row) => ({
            code: row.code,
            name: locale === 'fr' ? row.nameFr : row.nameEn,
            fee: row.fee,
          })),
        };
      }),
  );
};
