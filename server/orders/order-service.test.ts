/**
 * The server's one way to change an order agrees with the order machine on every (state, event) pair:
 * what applyOrderEvent stores is what `nextOrderState` says, and a refusal leaves the row untouched.
 * On a real database (PGlite; PostgreSQL with TEST_DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryMethodCode } from '../../src/domain/catalog';
import { orderStates, type OrderState } from '../../src/domain/order-state';
import { nextOrderState, orderMachine, type OrderEvent } from '../../src/machines/order';
import { orders } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { insertCustomer, insertOrder } from '../admin/test-support';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { applyOrderEvent } from './order-service';

let database: TestDatabase;
let customerId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDatabase(database.db);
  customerId = await insertCustomer(database.db, 'uid-table');
});
afterAll(() => database?.close());

// Every event the machine handles in some state (read from its definition, so a new event joins the table).
const events = [...new Set(Object.values(orderMachine.states).flatMap((node) => Object.keys(node.on)))].map(
  (type) => ({ type }) as OrderEvent,
);
const deliveries: DeliveryMethodCode[] = ['livreur', 'collect'];
const pairs = orderStates.flatMap((state) =>
  deliveries.flatMap((delivery) => events.map((event) => [state, delivery, event.type, event] as const)),
);

const stored = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('applyOrderEvent ≡ nextOrderState', () => {
  it('covers every event of the machine', () => {
    expect(events.map((event) => event.type).sort()).toEqual(
      [
        'ACCEPT_LATE_PAYMENT',
        'CANCEL',
        'COLLECT',
        'DELIVER',
        'EXPIRE',
        'MARK_READY',
        'PAID',
        'PAYMENT_FAILED',
        'PAYMENT_STARTED',
        'PREPARE',
        'REFUND',
        'REFUND_EXCESS',
        'SHIP',
      ].sort(),
    );
  });

  it.each(pairs)('%s (%s) + %s', async (state: OrderState, delivery, _type, event) => {
    const id = await insertOrder(database.db, { customerId, state, shippingMethod: delivery });
    const before = await stored(id);
    const expected = nextOrderState(state, delivery, event);
    const result = await applyOrderEvent(database.db, id, event);
    const after = await stored(id);
    if (expected === null) {
      expect(result).toEqual({ ok: false, state });
      expect(after).toEqual(before);
    } else {
      expect(result).toMatchObject({ ok: true, from: state, to: expected });
      expect(after?.state).toBe(expected);
      expect(after?.version).toBe((before?.version ?? 0) + 1);
    }
  });

  it('answers a refusal without a state for an order that does not exist', async () => {
    expect(await applyOrderEvent(database.db, 987_654, { type: 'PAID' })).toEqual({ ok: false, state: null });
  });

  it('of two writers racing from the same state, the second is decided again from the state the first stored', async () => {
    const id = await insertOrder(database.db, { customerId, state: 'pending_payment' });
    const [first, second] = await Promise.all([
      applyOrderEvent(database.db, id, { type: 'PAID' }),
      applyOrderEvent(database.db, id, { type: 'PAID' }),
    ]);
    // Money twice: one PAID makes it paid, the other finds it paid and makes it overpaid (never lost, never paid twice over).
    expect([first, second].map((result) => (result.ok ? `${result.from}→${result.to}` : 'refused')).sort()).toEqual([
      'paid→overpaid',
      'pending_payment→paid',
    ]);
    expect((await stored(id))?.state).toBe('overpaid');
  });
});
