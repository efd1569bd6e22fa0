/** Products and categories (spec §7), in Strapi's `{ id, attributes }` shape. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { apiErrorSchema } from '../../src/domain/api';
import { categoryListResponseSchema, productListResponseSchema, productResponseSchema } from '../../src/domain/catalog';
import { catalogueQueryFields } from '../../src/domain/catalogue-query';
import { cachePolicies, precompressed, sendCached } from '../cache/cached-get';
import { idParams, listQuery, localeQuery, populateQuery } from '../http/params';
import type { RouteDeps } from '../http/route-deps';
import { categoryPage, productOfId, productPage } from './catalog-service';

/** The list also takes the catalogue page's category, sort and price range (src/domain/catalogue-query.ts). */
const productListQuery = z.extend(listQuery, { ...populateQuery.shape, ...catalogueQueryFields }).check(
  z.refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, {
    message: 'must not be above max',
    path: ['min'],
  }),
);

const productQuery = z.extend(localeQuery, populateQuery.shape);

export const catalogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/products',
    {
      ...precompressed,
      schema: {
        tags: ['catalogue'],
        summary: 'List products a page at a time: by id, or sorted and filtered by category and price',
        querystring: productListQuery,
        response: { 200: productListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => productPage(db, request.query)),
  );

  app.get(
    '/products/:id',
    {
      ...precompressed,
      schema: {
        tags: ['catalogue'],
        summary: 'One product',
        params: idParams,
        querystring: productQuery,
        response: { 200: productResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => productOfId(db, request.params.id, request.query)),
  );

  app.get(
    '/categories',
    {
      ...precompressed,
      schema: {
        tags: ['catalogue'],
        summary: 'List categories in display order',
        querystring: listQuery,
        response: { 200: categoryListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request, reply) => sendCached(request, reply, cachePolicies.catalogue, () => categoryPage(db, request.query)),
  );
};
