import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderListResponseSchema } from '../../../src/domain/admin-orders';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../../test-support/app';
import { parseOk } from '../../test-support/responses';
import { insertCustomer, signInWithRole } from '../test-support';

requireAuthEmulator();

const benchOrders = 10_000;

let t: TestApp;
let staff: EmulatorUser;

/**
 * The bench set, made here only: 10,000 orders over 100 days, a fifth collected in the shop, every state
 * represented (payment failures, paid, staff steps, expired, reviews), with one line each.
 */
async function seedBenchOrders(customerId: number): Promise<void> {
  const { db } = t.database;
  await db.execute(sql`
    insert into orders (customer_id, state, shipping_method, payment_method, subtotal, delivery_fee, total, deposit, rest, idempotency_key, client_info, created_at, updated_at)
    select ${customerId},
      (case when n % 7 in (2, 3) then (array['preparing','shipped','delivered','collected'])[1 + n % 4]
        else (array['pending_payment','paid','paid','paid','pending_payment','expired','paid'])[1 + n % 7] end)::order_state,
      case when n % 5 = 0 then 'collect' else 'livreur' end,
      'wave', 5000, 0, 5000, 5000, 0, 'bench-' || n,
      jsonb_build_object('fname', 'Prenom' || n, 'lname', 'Nom' || (n % 500), 'email', 'b' || n || '@example.sn', 'phone', '+221 77 ' || lpad((n % 10000000)::text, 7, '0'),
        'deliver_date', '2031-01-01', 'time', '10:00', 'city', 'Dakar', 'address', 'Rue ' || n, 'zip', '10200'),
      timestamptz '2031-01-01' + (n * interval '864 seconds'), timestamptz '2031-01-01' + (n * interval '864 seconds')
    from generate_series(1, ${benchOrders}) as n`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, unit_price, quantity, line_total)
    select o.id, (select min(id) from products), 'Bench', 5000, 1, 5000 from orders o where o.idempotency_key like 'bench-%'`);
  await db.execute(sql`
    insert into order_reviews (order_id, reason, amount, payment_ids)
    select o.id, 'overpaid', 5000, '{}' from orders o where o.idempotency_key like 'bench-%' and o.state = 'paid' and o.id % 50 = 0`);
  await db.execute(sql`update orders set state = 'overpaid' where idempotency_key like 'bench-%' and state = 'paid' and id % 50 = 0`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_reviews`);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInWithRole(t, 'staff');
  await seedBenchOrders(await insertCustomer(t.database.db, staff.uid));
}, 120_000);
afterAll(() => t?.close());

const timedList = async (query: string) => {
  const started = performance.now();
  const response = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: bearer(staff) });
  const ms = performance.now() - started;
  return { list: parseOk(response, adminOrderListResponseSchema), ms };
};

describe(`orders list with ${benchOrders.toLocaleString('en')} orders`, () => {
  it.each([
    ['first page, newest first', 'page_size=25', benchOrders],
    ['page 200', 'page=200&page_size=25', benchOrders],
    ['state = paid', 'state=paid', null],
    ['state = overpaid', 'state=overpaid', null],
    ['delivery = collect, one week', 'delivery=collect&from=2031-02-01&to=2031-02-07', null],
    ['search a last name', 'q=Nom42', null],
    ['search a phone', 'q=770001234', null],
    ['search an order number', 'q=%235000', null],
  ])('%s', async (label, query, total) => {
    await timedList(query); // warm: the first run plans and loads pages
    const runs = [];
    for (let run = 0; run < 3; run++) runs.push(await timedList(query));
    const median = runs.map((run) => run.ms).sort((a, b) => a - b)[1] ?? Infinity;
    const { list } = runs[0] ?? (await timedList(query));
    console.log(
      `orders list (${t.database.label.startsWith('pglite') ? 'PGlite' : 'PostgreSQL'}) ${label}: ${median.toFixed(1)} ms median of 3, ${list.meta.pagination.total} matching`,
    );
    if (total !== null) expect(list.meta.pagination.total).toBeGreaterThanOrEqual(total);
    expect(list.data.length).toBeGreaterThan(0);
  });

  it('the list reads the orders through its index, newest first (no sort of the whole table)', async () => {
    // Both drivers answer { rows } (PGlite's and node-postgres' results).
    const plan = (await t.database.db.execute(
      sql`explain select id from orders order by created_at desc, id desc limit 25`,
    )) as unknown as { rows: unknown[] };
    const text = JSON.stringify(plan.rows);
    expect(text).toContain('orders_created_at_id_idx');
  });
});
