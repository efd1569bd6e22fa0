/**
 * GET /api/admin/live on the real app, listening on a port and read with fetch as the back office
 * reads it: staff only; a contact message, a booking, an order's payment and a colleague's action
 * each heard as it is committed, nothing of a refused change; one LISTEN for many tabs;
 * every stream ended when the server shuts down. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOrderEvent } from '../orders/order-service';
import { seedServices, seedShops } from '../db/seed/content';
import { insertCustomer, insertOrder, signInWithRole } from '../admin/test-support';
import { createTestApp, type TestApp } from '../test-support/app';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';
import { openFeed, type FeedReader } from './test-support';

requireAuthEmulator();

// The server's clock: Monday 7 January 2030 in Dakar, so the booking's day is ahead (as in routes/bookings.test.ts).
const now = new Date('2030-01-07T10:30:00Z');
const [plateau] = seedShops;
const [massage] = seedServices.filter((service) => service.slug === 'massage');
if (!plateau || !massage) throw new Error('the seed changed: no shops or massage');

let t: TestApp;
let base: string;
let staff: EmulatorUser;
let colleague: EmulatorUser;
let shopper: EmulatorUser;
let customerId: number;
const feeds: FeedReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ now, env: { WRITE_RATE_LIMIT: '100000' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [staff, colleague, shopper] = await Promise.all([signInWithRole(t, 'staff'), signInWithRole(t, 'admin'), signInWithRole(t, null)]);
  customerId = await insertCustomer(t.database.db, shopper.uid);
});

afterAll(async () => {
  for (const feed of feeds) feed.close();
  await t?.close();
});

const follow = async (user: EmulatorUser) => {
  const feed = await openFeed(base, bearer(user));
  feeds.push(feed);
  return feed;
};

const contact = {
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  phone: '771234567',
  message: 'Avez-vous du moringa ?',
  country_id: null,
};

describe('GET /api/admin/live', () => {
  it('is for staff only: 401 without a token, 403 for a shopper', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/live' });
    expect(anonymous.statusCode).toBe(401);
    const asShopper = await t.app.inject({ method: 'GET', url: '/api/admin/live', headers: bearer(shopper) });
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.json()).toMatchObject({ error: { status: 403, details: { reason: 'not_staff' } } });
  });

  it('streams server-sent events, uncompressed and never cached', async () => {
    const feed = await openFeed(base, { ...bearer(staff), 'accept-encoding': 'gzip, br' });
    feeds.push(feed);
    expect(feed.status).toBe(200);
    expect(feed.contentType).toBe('text/event-stream; charset=utf-8');
    await expect.poll(() => feed.comments, { timeout: 15_000 }).toContain('listening');
  });

  it('announces a contact message as it is stored', async () => {
    const feed = await follow(staff);
    const sent = await t.app.inject({ method: 'POST', url: '/api/messages', payload: contact });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ data: { id: number } }>().data;
    expect(await feed.next()).toEqual({ kind: 'message', id });
  });

  it('announces a booking, and nothing of one refused', async () => {
    const feed = await follow(staff);
    const booking = {
      fname: 'Aïssatou',
      lname: "N'Diaye",
      email: 'aissatou@example.sn',
      address: 'Rue 10 Medina',
      phone: '771234567',
      shop_id: plateau.id,
      shop_name: plateau.name,
      service_day: '2030-01-09',
      service_hour: '11:00',
      service_id: massage.id,
      service_type: massage.fr.name,
      auth_id: '',
    };
    const book = () => t.app.inject({ method: 'POST', url: '/api/bookings', payload: booking });
    const booked = await book();
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await feed.next()).toEqual({ kind: 'booking', id: booked.json<{ data: { id: number } }>().data.id });
    // The same slot again: taken, so rolled back, so unheard.
    expect((await book()).statusCode).toBe(409);
    expect(await feed.heardWithin(300)).toEqual([]);
  });

  it("announces an order's payment once committed, and nothing of a rolled-back one", async () => {
    const feed = await follow(staff);
    const orderId = await insertOrder(t.database.db, { customerId, state: 'pending_payment', shippingMethod: 'collect' });
    await t.database.db
      .transaction(async (tx) => {
        await applyOrderEvent(tx, orderId, { type: 'PAID' });
        throw new Error('the payment record failed');
      })
      .catch(() => undefined);
    expect(await feed.heardWithin(300)).toEqual([]);
    await t.database.db.transaction((tx) => applyOrderEvent(tx, orderId, { type: 'PAID' }));
    expect(await feed.next()).toEqual({ kind: 'order', id: orderId, from: 'pending_payment', to: 'paid' });
  });

  it("tells a colleague's change from one's own, and says nothing of a refused action", async () => {
    const [mine, theirs] = [await follow(staff), await follow(colleague)];
    const orderId = await insertOrder(t.database.db, { customerId, state: 'paid', shippingMethod: 'collect' });
    const act = (action: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, headers: bearer(staff), payload: { action } });
    expect((await act('prepare')).statusCode).toBe(200);
    const changed = { kind: 'order', id: orderId, from: 'paid', to: 'preparing' };
    const staffAction = { kind: 'staff', entity: 'order', id: String(orderId), action: 'order.prepare' };
    expect([await mine.next(), await mine.next()]).toEqual([changed, { ...staffAction, mine: true }]);
    expect([await theirs.next(), await theirs.next()]).toEqual([changed, { ...staffAction, mine: false }]);

    expect((await act('ship')).statusCode).toBe(409);
    expect(await theirs.heardWithin(300)).toEqual([]);
  });

  it('serves many tabs of one process from one LISTEN', async () => {
    const tabs = await Promise.all([follow(staff), follow(staff), follow(colleague)]);
    const listening = await t.database.db.execute<{ listeners: number }>(
      t.database.kind === 'postgres'
        ? // Each process's LISTEN is a connection of its own, busy with nothing else.
          sql`select count(*)::int as listeners from pg_stat_activity where datname = current_database() and query = 'listen baobab_live'`
        : // PGlite is one session: the channel is listened to once or not at all.
          sql`select count(*)::int as listeners from pg_listening_channels() as channel where channel = 'baobab_live'`,
    );
    const answer = listening as { rows: { listeners: number }[] } | { listeners: number }[];
    const rows = 'rows' in answer ? answer.rows : answer;
    expect(rows[0]?.listeners).toBe(1);
    const sent = await t.app.inject({ method: 'POST', url: '/api/messages', payload: contact });
    const heard = { kind: 'message', id: sent.json<{ data: { id: number } }>().data.id };
    for (const tab of tabs) expect(await tab.next()).toEqual(heard);
  });
});

describe('server shutdown', () => {
  it('ends every open stream, so closing does not wait for the tabs', async () => {
    const other = await createTestApp({ seed: false });
    const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signInWithRole(other, 'staff');
    const tabs = await Promise.all([openFeed(otherBase, bearer(admin)), openFeed(otherBase, bearer(admin))]);
    await expect.poll(() => tabs.every((tab) => tab.comments.includes('listening')), { timeout: 15_000 }).toBe(true);
    const closing = Date.now();
    await other.close();
    await Promise.all(tabs.map((tab) => tab.ended));
    // A stream left open would hold the close for its whole 15-minute life; a busy CI machine needs a few seconds.
    expect(Date.now() - closing).toBeLessThan(15_000);
  });
});
