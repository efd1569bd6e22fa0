/**
 * Customers (spec §7 GET/POST /customers, DESIGN "API contract", deviation 6): every call needs a
 * Firebase ID token, and a caller only ever sees or writes their own record.
 *
 * One customer per Firebase uid. A second POST from the same account UPDATES that record (200)
 * instead of failing with 409: registration writes the record, then the display name in Firebase; if
 * the second step failed the shopper is sent back to /auth/register, and their retry must succeed.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../src/domain/api';
import {
  customerPayloadSchema,
  customerResponseSchema,
  customersResponseSchema,
  type Customer,
  type CustomerPayload,
} from '../../src/domain/customer';
import { authUserOf, requireUser, sendForbidden } from '../auth';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { localeQuery } from '../routes/params';
import type { RouteDeps } from '../routes/route-deps';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

type CustomerRow = typeof customers.$inferSelect;

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  fname: row.fname,
  lname: row.lname,
  email: row.email,
  address: row.address,
  auth_id: row.authId,
  phone: row.phone,
});

export const customerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/customers',
    {
      preHandler: requireUser,
      schema: {
        tags: ['customers'],
        summary: "The caller's own customer record (a list of at most one)",
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        response: { 200: customersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(customers)
        .where(eq(customers.authId, authUserOf(request).uid))
        .limit(1);
      return { data: rows.map(toCustomer) };
    },
  );

  app.post(
    '/customers',
    {
      preHandler: requireUser,
      schema: {
        tags: ['customers'],
        summary: "Creates the caller's customer record (201), or updates it when it exists (200)",
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        body: customerPayloadSchema,
        response: { 200: customerResponseSchema, 201: customerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = authUserOf(request);
      const body = request.body;
      if (body.auth_id !== caller.uid) {
        return sendForbidden(reply, 'auth_id must be the uid of the signed-in user.', { reason: 'auth_id_mismatch' });
      }
      if (caller.phoneNumber === null || body.phone !== caller.phoneNumber) {
        return sendForbidden(reply, 'phone must be the phone number verified for the signed-in user.', { reason: 'phone_mismatch' });
      }
      const { row, created } = await upsertCustomer(db, body);
      return reply.code(created ? 201 : 200).send({ data: toCustomer(row) });
    },
  );
};

async function upsertCustomer(db: Db, body: CustomerPayload): Promise<{ row: CustomerRow; created: boolean }> {
  const values = {
    fname: body.fname,
    lname: body.lname,
    email: body.email,
    address: body.address,
    authId: body.auth_id,
    phone: body.phone,
  };
  // One statement, so two concurrent first POSTs cannot both insert; xmax = 0 tells an insert from an update.
  const [result] = await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({
      target: customers.authId,
      set: {
        fname: values.fname,
        lname: values.lname,
        email: values.email,
        address: values.address,
        phone: values.phone,
        updatedAt: sql`now()`,
      },
    })
    .returning({ ...getTableColumns(customers), created: sql<boolean>`(xmax = 0)` });
  if (!result) throw new Error('The customer upsert returned no row.');
  const { created, ...row } = result;
  return { row, created };
}
