/**
 * GET /api/admin/dashboard against a seeded set of orders and bookings, on PGlite (default) and PostgreSQL
 * (TEST_DATABASE_URL): exact sums per shop day with orders just before and after Dakar midnight, the same
 * figures as the orders list, staff only, and a kept answer dropped as soon as an order or a booking changes.
 */
import { asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderListResponseSchema } from '../../src/domain/admin-orders';
import { dashboardResponseSchema, type Dashboard } from '../../src/domain/admin-dashboard';
import { orderStates } from '../../src/domain/order-state';
import { bookings, events, products } from '../db/schema';
import { insertCustomer, signInWithRole } from '../admin/test-support';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../test-support/app';
import { fieldIssues, parseError, parseOk } from '../test-support/responses';
import { insertSale, insertServiceBooking } from './test-support';

requireAuthEmulator();

// Dakar keeps UTC all year: its midnight is 00:00Z.
const now = new Date('2030-03-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

let t: TestApp;
let staff: EmulatorUser;
let shopper: EmulatorUser;
let prices: [number, number];
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now, env: { WRITE_RATE_LIMIT: '100000', UNPAID_ORDER_EXPIRY_MINUTES: '60' } });
  [staff, shopper] = await Promise.all([signInWithRole(t, 'staff'), signInWithRole(t, null)]);
  const { db } = t.database;
  const customerId = await insertCustomer(db, shopper.uid);
  const [first, second] = await db.select({ price: products.price }).from(products).orderBy(asc(products.id)).limit(2);
  prices = [first?.price ?? 0, second?.price ?? 0];
  const sale = async (name: string, state: Parameters<typeof insertSale>[1]['state'], at: string, quantities: number[], extra = {}) =>
    (ids[name] = (await insertSale(db, { customerId, state, createdAt: new Date(at), quantities, ...extra })).id);
  await sale('lastBeforeMidnight', 'paid', '2030-03-09T23:59:59.999Z', [2]);
  await sale('firstAfterMidnight', 'preparing', '2030-03-10T00:00:00Z', [1, 1]);
  await sale('expiringSoon', 'pending_payment', '2030-03-10T08:00:00Z', [1], { updatedAt: minutesAgo(45) });
  await sale('justPlaced', 'pending_payment', '2030-03-10T11:55:00Z', [1]);
  await sale('refunded', 'refunded', '2030-03-10T09:00:00Z', [3]);
  await sale('delivered', 'delivered', '2030-03-08T12:00:00Z', [1]);
  await sale('dayBeforeTheWeek', 'paid', '2030-03-03T23:59:59Z', [1]);
  await sale('expired', 'expired', '2030-03-09T10:00:00Z', [1]);
  await sale('overpaid', 'overpaid', '2030-03-10T10:00:00Z', [1, 2], { openReview: 'overpaid' });
  await sale('firstOfTheWeek', 'paid', '2030-03-04T00:00:00Z', [1]);
  await insertServiceBooking(db, {
    service: 0,
    shop: 0,
    createdAt: new Date('2030-03-09T09:00:00Z'),
    serviceDay: '2030-03-12',
    serviceHour: '10:00',
  });
  await insertServiceBooking(db, {
    service: 0,
    shop: 0,
    createdAt: new Date('2030-03-10T00:00:00Z'),
    serviceDay: '2030-03-12',
    serviceHour: '11:00',
  });
  await insertServiceBooking(db, {
    ...{ service: 0, shop: 0, serviceDay: '2030-03-12', serviceHour: '12:00', status: 'cancelled' },
    createdAt: new Date('2030-03-09T09:30:00Z'),
  });
  await insertServiceBooking(db, {
    service: 1,
    shop: 0,
    createdAt: new Date('2030-03-03T23:00:00Z'),
    serviceDay: '2030-03-12',
    serviceHour: '10:00',
  });
});
afterAll(() => t?.close());

const get = (url: string, user: EmulatorUser | null = staff, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(user ? bearer(user) : {}), ...headers } });
const dashboard = async (query = 'period=7d'): Promise<Dashboard> =>
  parseOk(await get(`/api/admin/dashboard?${query}`), dashboardResponseSchema).data;
const ordersList = async (query: string) => parseOk(await get(`/api/admin/orders?page_size=100&${query}`), adminOrderListResponseSchema);

describe('the figures of a period, in shop days', () => {
  it('sums paid orders per Dakar day, an order just before midnight on its own day and one just after on the next', async () => {
    const [p1, p2] = prices;
    const figures = await dashboard();
    expect(figures.period).toEqual({ from: '2030-03-04', to: '2030-03-10', time_zone: 'Africa/Dakar' });
    expect(figures.days).toEqual([
      { day: '2030-03-04', revenue: p1, orders: 1 },
      { day: '2030-03-05', revenue: 0, orders: 0 },
      { day: '2030-03-06', revenue: 0, orders: 0 },
      { day: '2030-03-07', revenue: 0, orders: 0 },
      { day: '2030-03-08', revenue: p1, orders: 1 },
      { day: '2030-03-09', revenue: 2 * p1, orders: 1 },
      // preparing (p1 + p2) and overpaid (p1 + 2 p2); the refunded and the unpaid ones bring nothing.
      { day: '2030-03-10', revenue: 2 * p1 + 3 * p2, orders: 2 },
    ]);
    expect(figures.totals).toEqual({ revenue: 6 * p1 + 3 * p2, orders: 5 });
  });

  it('gives today, the last 30 days and a custom range the same way', async () => {
    const [p1, p2] = prices;
    const today = await dashboard('period=today');
    expect(today.days).toEqual([{ day: '2030-03-10', revenue: 2 * p1 + 3 * p2, orders: 2 }]);
    const month = await dashboard('period=30d');
    expect(month.period).toMatchObject({ from: '2030-02-09', to: '2030-03-10' });
    expect(month.days).toHaveLength(30);
    expect(month.days.find((day) => day.day === '2030-03-03')).toEqual({ day: '2030-03-03', revenue: p1, orders: 1 });
    const custom = await dashboard('period=custom&from=2030-03-03&to=2030-03-04');
    expect(custom.days).toEqual([
      { day: '2030-03-03', revenue: p1, orders: 1 },
      { day: '2030-03-04', revenue: p1, orders: 1 },
    ]);
  });

  it('counts orders per state, and first what waits for the staff now', async () => {
    const figures = await dashboard();
    const counted = Object.fromEntries(figures.states.map((row) => [row.state, row.orders]));
    expect(figures.states.map((row) => row.state)).toEqual([...orderStates]);
    expect(counted).toMatchObject({
      paid: 2,
      preparing: 1,
      pending_payment: 2,
      refunded: 1,
      delivered: 1,
      expired: 1,
      overpaid: 1,
      shipped: 0,
    });
    expect(figures.waiting).toEqual({ paid_not_prepared: 3, open_reviews: 1, expiring_soon: 1, expiring_within_minutes: 30 });
  });

  it('ranks best sellers by quantity sold in paid orders, and counts bookings per service and shop', async () => {
    const figures = await dashboard();
    const [first, second] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(2);
    expect(figures.best_sellers).toEqual([
      { product_id: first?.id, name: first?.nameFr, quantity: 6, revenue: 6 * (first?.price ?? 0) },
      { product_id: second?.id, name: second?.nameFr, quantity: 3, revenue: 3 * (second?.price ?? 0) },
    ]);
    const [booked] = await t.database.db.select().from(bookings).orderBy(asc(bookings.id)).limit(1);
    expect(figures.bookings).toEqual([
      { kind: 'service', service_id: booked?.serviceId, name: booked?.serviceType, shop: booked?.shopName, bookings: 2 },
    ]);
  });

  it('shows the seats booked out of the capacity of the events from the first day on', async () => {
    const stored = await t.database.db
      .select()
      .from(events)
      .where(gte(events.startsAt, new Date('2030-03-04T00:00:00Z')))
      .orderBy(asc(events.startsAt), asc(events.id));
    expect(stored.length).toBeGreaterThan(0);
    await t.database.db
      .update(events)
      .set({ seatsBooked: 3 })
      .where(eq(events.id, stored[0]?.id ?? 0));
    // A period asked for the first time: read from the database, not from the cache.
    const figures = await dashboard('period=custom&from=2030-03-04&to=2030-03-05');
    expect(figures.events[0]).toEqual({
      id: stored[0]?.id,
      title_fr: stored[0]?.titleFr,
      title_en: stored[0]?.titleEn,
      starts_at: stored[0]?.startsAt.toISOString(),
      seats_booked: 3,
      capacity: stored[0]?.capacity ?? null,
    });
  });
});

describe('the same figures as the orders list', () => {
  it('per day: the paid orders the list shows (not refunded) add up to the day’s revenue and count', async () => {
    const figures = await dashboard();
    for (const day of figures.days) {
      const listed = (await ordersList(`from=${day.day}&to=${day.day}`)).data.filter(
        (order) => order.payment_status === 'paid' && order.state !== 'refunded',
      );
      expect({ day: day.day, revenue: listed.reduce((sum, order) => sum + order.total, 0), orders: listed.length }).toEqual(day);
    }
  });

  it('per state, and for what waits: the list filtered the same way has as many orders', async () => {
    const figures = await dashboard();
    for (const { state, orders } of figures.states) {
      expect([state, (await ordersList(`from=2030-03-04&to=2030-03-10&state=${state}`)).meta.pagination.total]).toEqual([state, orders]);
    }
    expect((await ordersList('state=paid')).meta.pagination.total).toBe(figures.waiting.paid_not_prepared);
    expect((await ordersList('reviews=open')).meta.pagination.total).toBe(figures.waiting.open_reviews);
  });
});

describe('who may see it, and what is asked', () => {
  it('is for staff only: 401 without a token, 403 for a shopper', async () => {
    expect(parseError(await get('/api/admin/dashboard', null), 401).status).toBe(401);
    expect(parseError(await get('/api/admin/dashboard', shopper), 403).status).toBe(403);
  });

  it('refuses a custom period without its days, backwards or longer than a year, field by field', async () => {
    expect(fieldIssues(await get('/api/admin/dashboard?period=custom')).map((issue) => issue.path)).toContain('from');
    expect(fieldIssues(await get('/api/admin/dashboard?period=custom&from=2030-03-05&to=2030-03-04')).map((issue) => issue.path)).toContain(
      'from',
    );
    expect(fieldIssues(await get('/api/admin/dashboard?period=custom&from=2029-01-01&to=2030-03-04')).map((issue) => issue.path)).toContain(
      'to',
    );
    expect(fieldIssues(await get('/api/admin/dashboard?period=year')).map((issue) => issue.path)).toContain('period');
  });
});

describe('kept until an order or a booking changes', () => {
  it('answers an unchanged dashboard with a 304, and a new one once the staff prepare an order', async () => {
    const first = await get('/api/admin/dashboard?period=7d');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/api/admin/dashboard?period=7d', staff, { 'if-none-match': etag })).statusCode).toBe(304);

    const prepared = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ids.lastBeforeMidnight}/actions`,
      headers: bearer(staff),
      payload: { action: 'prepare' },
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const after = await get('/api/admin/dashboard?period=7d', staff, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const figures = parseOk(after, dashboardResponseSchema).data;
    expect(figures.waiting.paid_not_prepared).toBe(2);
    expect(figures.states.find((row) => row.state === 'preparing')?.orders).toBe(2);
  });

  it('counts a booking the staff cancel at once', async () => {
    const before = await dashboard();
    const [booking] = await t.database.db.select().from(bookings).orderBy(asc(bookings.id)).limit(1);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking?.id}/cancel`,
      headers: bearer(staff),
      payload: { version: booking?.version },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await dashboard()).bookings[0]?.bookings).toBe((before.bookings[0]?.bookings ?? 0) - 1);
  });
});
