/**
 * A change is announced once (docs/decisions/live-back-office.md): an order's move sends one NOTIFY on the live
 * channel, carrying the tabs' notice and the caches it touches; a change the staff are not told of sends one
 * that touches the dashboard only; nothing is heard of a rolled-back change. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCustomer, insertOrder } from '../admin/test-support';
import { invalidateDashboard } from '../cache/invalidation';
import { seedDatabase } from '../db/seed';
import { applyOrderEvent } from '../orders/order-service';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { listenForNotices, type Listening } from './repository';

let database: TestDatabase;
let listening: Listening;
let customerId: number;
const heard: unknown[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDatabase(database.db);
  customerId = await insertCustomer(database.db, 'uid-announced');
  let heardReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (heardReady = resolve));
  listening = await listenForNotices(database.db, {
    onNotice: (payload) => void heard.push(JSON.parse(payload)),
    onListening: (now) => (now ? heardReady() : undefined),
    onError: () => undefined,
  });
  await ready;
});

afterAll(async () => {
  await listening?.close();
  await database?.close();
});

/** What the channel carries within a while after `change` commits. */
async function heardOf(change: () => Promise<unknown>): Promise<unknown[]> {
  heard.length = 0;
  await change();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return [...heard];
}

it("announces an order's payment once: the staff's notice and the dashboard it touches", async () => {
  const orderId = await insertOrder(database.db, { customerId, state: 'pending_payment', shippingMethod: 'collect' });
  const paid = await heardOf(() => database.db.transaction((tx) => applyOrderEvent(tx, orderId, { type: 'PAID' })));
  expect(paid).toEqual([{ kind: 'order', id: orderId, from: 'pending_payment', to: 'paid', touches: ['orders'] }]);
});

it('announces a change the staff are not told of once, for the dashboard alone; nothing of a rolled-back one', async () => {
  expect(await heardOf(() => database.db.transaction((tx) => invalidateDashboard(tx)))).toEqual([{ touches: ['orders'] }]);
  const rolledBack = () =>
    database.db
      .transaction(async (tx) => {
        await invalidateDashboard(tx);
        throw new Error('the write failed');
      })
      .catch(() => undefined);
  expect(await heardOf(rolledBack)).toEqual([]);
});
