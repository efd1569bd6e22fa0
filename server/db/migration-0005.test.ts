/**
 * Migration 0005 (issue #20) on a shop's existing orders: each gets the state the back office derived
 * from the payment status, the staff's step and the open reviews (the SQL CASE it replaces), and the
 * old columns are gone. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { execute, oldShopCustomer, rows, runMigration } from '../test-support/migrations';

let database: TestDatabase;

/** [id, status, fulfilment, open review, resolved review] → the state the back office showed. */
const stored: [number, string, string | null, string | null, string | null, string][] = [
  [1, 'pending_payment', null, null, null, 'pending_payment'],
  [2, 'payment_failed', null, null, null, 'pending_payment'],
  [3, 'cancelled', null, null, null, 'pending_payment'],
  [4, 'expired', null, null, null, 'expired'],
  [5, 'paid', null, null, null, 'paid'],
  [6, 'paid', null, 'overpaid', null, 'overpaid'],
  [7, 'paid', null, null, 'overpaid', 'paid'],
  [8, 'paid', null, 'paid_after_expiry', null, 'paid_after_expiry'],
  [9, 'paid', 'preparing', 'overpaid', null, 'preparing'],
  [10, 'paid', 'preparing', 'paid_after_expiry', null, 'paid_after_expiry'],
  [11, 'paid', 'shipped', null, null, 'shipped'],
  [12, 'paid', 'ready_for_pickup', null, null, 'ready_for_pickup'],
  [13, 'paid', 'delivered', null, null, 'delivered'],
  [14, 'paid', 'collected', null, null, 'collected'],
  [15, 'expired', 'cancelled', null, null, 'cancelled'],
  [16, 'paid', 'refunded', 'paid_after_expiry', null, 'refunded'],
];

beforeAll(async () => {
  database = await openTestDatabase();
  for (const tag of ['0000_init', '0001_payments_safety', '0002_back_office', '0003_uploaded_images', '0004_orders_list_indexes'])
    await runMigration(database, tag);
  await execute(database, oldShopCustomer);
  for (const [id, status, fulfilment, open, resolved] of stored) {
    await database.db.execute(
      sql.raw(`insert into orders (id, customer_id, status, fulfilment, shipping_method, payment_method, subtotal, delivery_fee, total, deposit, rest, idempotency_key, client_info)
        values (${id}, 1, '${status}', ${fulfilment ? `'${fulfilment}'` : 'null'}, 'collect', 'wave', 9000, 0, 9000, 9000, 0, 'key-${id}', '{}')`),
    );
    if (open)
      await database.db.execute(
        sql.raw(`insert into order_reviews (order_id, reason, amount, payment_ids) values (${id}, '${open}', 9000, '{}')`),
      );
    if (resolved)
      await database.db.execute(
        sql.raw(
          `insert into order_reviews (order_id, reason, amount, payment_ids, resolved_at) values (${id}, '${resolved}', 9000, '{}', now())`,
        ),
      );
  }
  await runMigration(database, '0005_order_state');
});
afterAll(() => database?.close());

describe('migration 0005 on existing orders', () => {
  it('stores the state the back office derived for each combination of status, step and reviews', async () => {
    const states = await rows<{ id: number; state: string }>(database, 'select id, state from orders order by id');
    expect(states).toEqual(stored.map(([id, , , , , state]) => ({ id, state })));
  });

  it('drops the columns the state replaces', async () => {
    const columns = await rows<{ column_name: string }>(
      database,
      `select column_name from information_schema.columns where table_name = 'orders' and column_name in ('status', 'fulfilment', 'state')`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['state']);
  });
});
