/** Customer records and the delivery details of their past orders, in the database. */
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CustomerPayload } from '../../src/domain/customer';
import type { Db } from '../db/client';
import { customers, orders } from '../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

/** The record of this Firebase uid, as a list of at most one. */
export function customersOfUid(db: Db, uid: string): Promise<CustomerRow[]> {
  return db.select().from(customers).where(eq(customers.authId, uid)).limit(1);
}

/** Inserts the record of `body.auth_id`, or updates it when it exists; `created` tells which. */
export async function upsertCustomer(db: Db, body: CustomerPayload): Promise<{ row: CustomerRow; created: boolean }> {
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

/** The client info (delivery details) of this uid's latest orders, newest first. */
export function recentClientInfosOfUid(db: Db, uid: string, limit: number): Promise<{ clientInfo: unknown }[]> {
  return db
    .select({ clientInfo: orders.clientInfo })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(customers.authId, uid))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
