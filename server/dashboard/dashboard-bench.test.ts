/**
 * The dashboard with 10,000 orders (and their lines, reviews and 1,000 bookings): its time computed afresh
 * and from the cache, printed, not judged (a timing asserted in a test fails on a busy machine; speed belongs to the
 * bench); the answer must parse and count paid orders. On PostgreSQL: TEST_DATABASE_URL=postgres://… (the figure in the closing note).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema } from '../../src/domain/admin-dashboard';
import { invalidateDashboard } from '../cache/invalidation';
import { insertCustomer, signInWithRole } from '../admin/test-support';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../test-support/app';
import { parseOk } from '../test-support/responses';

requireAuthEmulator();

const benchOrders = 10_000;
const now = new Date('2031-04-11T12:00:00Z');

let t: TestApp;
let staff: EmulatorUser;

/** 10,000 orders over the 100 days up to `now`, every state, one or two lines each; reviews; bookings. */
async function seedBench(customerId: number): Promise<void> {
  const { db } = t.database;
  await db.execute(sql`
    insert into orders (customer_id, state, shipping_method, payment_method, subtotal, delivery_fee, total, deposit, rest, idempotency_key, client_info, created_at, updated_at)
    select ${customerId}, (array['pending_payment','paid','preparing','shipped','delivered','collected','expired','paid','refunded','ready_for_pickup'])[1 + n % 10]::order_state,
      'livreur', 'wave', 5000, 0, 5000, 5000, 0, 'dash-bench-' || n,
      jsonb_build_object('fname', 'P' || n, 'lname', 'N' || n, 'email', 'b' || n || '@example.sn', 'phone', '+221770000000',
        'deliver_date', '2031-01-01', 'time', '10:00', 'city', 'Dakar', 'address', 'Rue ' || n, 'zip', '10200'),
      timestamptz '2031-01-01 12:00:00+00' + (n * interval '864 seconds'), timestamptz '2031-01-01 12:00:00+00' + (n * interval '864 seconds')
    from generate_series(1, ${benchOrders}) as n`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, unit_price, quantity, line_total)
    select o.id, p.id, p.name_fr, 2500, 1, 2500 from orders o
    join lateral (select id, name_fr from products order by id offset (o.id % 2) * (o.id % 5) limit 1) p on true
    where o.idempotency_key like 'dash-bench-%'`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, unit_price, quantity, line_total)
    select o.id, (select min(id) from products), 'Bench', 2500, 1, 2500 from orders o where o.idempotency_key like 'dash-bench-%'`);
  await db.execute(sql`
    insert into order_reviews (order_id, reason, amount, payment_ids)
    select id, 'overpaid', 5000, '{}' from orders where idempotency_key like 'dash-bench-%' and id % 100 = 0`);
  await db.execute(sql`
    insert into bookings (kind, service_id, service_type, shop_id, shop_name, service_day, service_hour, fname, lname, email, address, phone, created_at)
    select 'service', s.id, s.name_fr, sh.id, sh.name, date '2031-06-01' + n, lpad((8 + n % 10)::text, 2, '0') || ':00', 'A', 'B', 'a@example.sn', 'x', '+221770000000',
      timestamptz '2031-01-01' + (n * interval '8640 seconds')
    from generate_series(1, 1000) as n
    join lateral (select id, name_fr from services order by id offset n % 2 limit 1) s on true
    join lateral (select id, name from shops order by id limit 1) sh on true`);
  for (const table of ['orders', 'order_items', 'order_reviews', 'bookings']) await db.execute(sql.raw(`analyze ${table}`));
}

beforeAll(async () => {
  t = await createTestApp({ now });
  staff = await signInWithRole(t, 'staff');
  await seedBench(await insertCustomer(t.database.db, staff.uid));
}, 180_000);
afterAll(() => t?.close());

const timed = async (query: string) => {
  const started = performance.now();
  const response = await t.app.inject({ url: `/api/admin/dashboard?${query}`, headers: bearer(staff) });
  const ms = performance.now() - started;
  return { figures: parseOk(response, dashboardResponseSchema).data, ms };
};
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Infinity;
const emptyCache = () => t.database.db.transaction((tx) => invalidateDashboard(tx));

describe(`dashboard with ${benchOrders.toLocaleString('en')} orders`, () => {
  it.each([
    ['today', 'period=today'],
    ['7 days', 'period=7d'],
    ['30 days', 'period=30d'],
    ['100 days', 'period=custom&from=2031-01-01&to=2031-04-11'],
  ])(
    '%s',
    async (label, query) => {
      await timed(query); // warm: the first run plans the queries
      const fresh: number[] = [];
      for (let run = 0; run < 5; run++) {
        await emptyCache();
        fresh.push((await timed(query)).ms);
      }
      const cached: number[] = [];
      for (let run = 0; run < 5; run++) cached.push((await timed(query)).ms);
      const { figures } = await timed(query);
      const database = t.database.label.startsWith('pglite') ? 'PGlite' : 'PostgreSQL';
      console.log(
        `dashboard (${database}) ${label}: ${median(fresh).toFixed(1)} ms computed, ${median(cached).toFixed(1)} ms cached (medians of 5); ${figures.totals.orders} paid orders, ${figures.totals.revenue} F CFA`,
      );
      expect(figures.totals.orders).toBeGreaterThan(0);
    },
    60_000,
  );
});
