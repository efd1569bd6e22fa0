/** Countries (language and currency selectors), exchange rates and delivery methods with their fees. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import { countryListResponseSchema, deliveryMethodListResponseSchema, exchangeRateListResponseSchema } from '../../src/domain/catalog';
import { cachePolicies, precompressed, sendCached } from '../cache/cached-get';
import { listQuery, localeQuery } from '../http/params';
import type { RouteDeps } from '../http/route-deps';
import { countryPage, deliveryMethodList, exchangeRateList } from './reference-data-service';

export const referenceDataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/countries',
    {
      ...precompressed,
      schema: {
        tags: ['reference'],
        summary: 'Countries with their locale and currency',
        querystring: listQuery,
        response: { 200: countryListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => countryPage(db, request.query)),
  );

  app.get(
    '/exchange-rates',
    {
      ...precompressed,
      schema: {
        tags: ['reference'],
        summary: 'XOF per unit of each currency; only the fixed pegs are not indicative',
        querystring: localeQuery,
        response: { 200: exchangeRateListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => exchangeRateList(db)),
  );

  app.get(
    '/delivery-methods',
    {
      ...precompressed,
      schema: {
        tags: ['reference'],
        summary: 'Delivery methods with their fee in XOF',
        querystring: localeQuery,
        response: { 200: deliveryMethodListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => deliveryMethodList(db, request.query.locale)),
  );
};
