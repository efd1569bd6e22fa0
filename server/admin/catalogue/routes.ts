/** The back office's products: list, one product, edits (names, descriptions, price, availability, category) and new ones. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  productCreateSchema,
  productEditSchema,
} from '../../../src/domain/admin-catalogue';
import { authUserOf } from '../../auth';
import { idParams } from '../../http/params';
import type { RouteDeps } from '../../http/route-deps';
import { adminErrors, adminRoute, createdRoute, editRoute } from '../route-options';
import { adminProduct, createProduct, editProduct, listProducts } from './service';

export const adminProductRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/products',
    {
      schema: {
        ...adminRoute,
        summary: 'Every product, by French name',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await listProducts(db, { q: request.query.q, categoryId: request.query.category_id }) }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...adminRoute,
        summary: 'One product with its pictures and version',
        params: idParams,
        response: { 200: adminProductResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await adminProduct(db, request.params.id) }),
  );

  app.patch(
    '/products/:id',
    editRoute(
      'Edits a product (any of its fields) made from `version`; 409 with both versions when someone saved meanwhile',
      idParams,
      productEditSchema,
      adminProductResponseSchema,
    ),
    async (request) => ({ data: await editProduct(db, authUserOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/products',
    createdRoute('Creates a product (its pictures are added after); 201 with it', productCreateSchema, adminProductResponseSchema),
    async (request, reply) => reply.code(201).send({ data: await createProduct(db, authUserOf(request), request.body) }),
  );
};
