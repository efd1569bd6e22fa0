/**
 * Migration 0001 on a database that already has data, as a shop that ran the earlier version does:
 * several pending payment attempts for one order (which the new one-live-attempt index forbids) and
 * event bookings (which now count against the capacity). PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { execute, oldShopCustomer, rows, runMigration } from '../test-support/migrations';
import { seedDatabase } from './seed';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigration(database, '0000_init');
  await execute(database, oldShopCustomer);
  // One statement per call (execute): PGlite's extended protocol takes no multi-statement strings.
  const data = `
    insert into orders (id, customer_id, shipping_method, payment_method, subtotal, delivery_fee, total, deposit, rest, idempotency_key, client_info)
      values (1, 1, 'collect', 'wave', 9000, 0, 9000, 9000, 0, 'key-00001', '{}'), (2, 1, 'collect', 'wave', 9000, 0, 9000, 9000, 0, 'key-00002', '{}');
    insert into payments (id, order_id, provider_token, method, amount, status) values
      (1, 1, 'test_a', 'wave', 9000, 'pending'), (2, 1, 'test_b', 'wave', 9000, 'pending'), (3, 1, 'test_c', 'wave', 9000, 'pending'),
      (4, 2, 'test_d', 'wave', 9000, 'failed'), (5, 2, 'test_e', 'wave', 9000, 'pending');
    insert into events (id, slug, title_fr, title_en, description_fr, description_en, address, starts_at)
      values (1, 'atelier', 'Atelier', 'Workshop', '15 places', '15 places', 'Dakar', now() + interval '10 days'),
             (2, 'conference', 'Conférence', 'Talk', 'Ouvert', 'Open', 'Dakar', now() + interval '20 days');
    insert into bookings (kind, service_id, service_type, service_day, service_hour, fname, lname, email, address, phone)
      select 'event', 1, 'Atelier', current_date + 10, '10:00', 'Awa', 'Diop', 'awa@example.sn', 'Dakar', '771234567' from generate_series(1, 3);
  `;
  await execute(database, data.split(';\n'));
  await runMigration(database, '0001_payments_safety');
});
afterAll(() => database?.close());

describe('migration 0001 on existing data', () => {
  it('keeps the newest pending attempt of each order live and withdraws the older ones as superseded', async () => {
    const payments = await rows<{ id: number; status: string; raw: Record<string, unknown> | null }>(
      database,
      'select id, status, raw from payments order by id',
    );
    expect(payments).toEqual([
      { id: 1, status: 'cancelled', raw: { outcome: 'superseded' } },
      { id: 2, status: 'cancelled', raw: { outcome: 'superseded' } },
      { id: 3, status: 'pending', raw: null },
      { id: 4, status: 'failed', raw: null },
      { id: 5, status: 'pending', raw: null },
    ]);
  });

  it('counts the event bookings already made as seats taken', async () => {
    expect(
      await rows<{ id: number; seats_booked: number; capacity: number | null }>(
        database,
        'select id, seats_booked, capacity from events order by id',
      ),
    ).toEqual([
      { id: 1, seats_booked: 3, capacity: null },
      { id: 2, seats_booked: 0, capacity: null },
    ]);
  });

  it('lets the seed set the workshop’s 15 places, raised to the places already taken when more were booked', async () => {
    // The test run booked 20 people into the 15-place workshop before capacities existed.
    await database.db.execute(sql.raw('update events set seats_booked = 20 where id = 1'));
    // The seed is today's: it needs the migrations made since.
    for (const tag of ['0002_back_office', '0003_uploaded_images', '0004_orders_list_indexes', '0005_order_state', '0007_service_prices'])
      await runMigration(database, tag);
    await seedDatabase(database.db);
    const [workshop] = await rows<{ seats_booked: number; capacity: number | null }>(
      database,
      'select seats_booked, capacity from events where id = 1',
    );
    expect(workshop).toEqual({ seats_booked: 20, capacity: 20 });
  });
});
