import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, deliveryMethods, events, exchangeRates, messages, productImages, products, services, shops } from '../db/schema';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from '../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../test-support/app';
import { parseError } from '../test-support/responses';
import { insertCustomer, insertOrder, signInWithRole } from './test-support';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let t: TestApp;
let shopper: EmulatorUser;
let staff: EmulatorUser;
let admin: EmulatorUser;
let picture: Buffer;
const ids = { order: 0, serviceBooking: 0, eventBooking: 0, message: 0, product: 0, image: 0, service: 0, event: 0, shop: 0, grantee: '' };

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  [shopper, staff, admin] = await Promise.all([signInWithRole(t, null), signInWithRole(t, 'staff'), signInWithRole(t, 'admin')]);
  const { db } = t.database;
  ids.order = await insertOrder(db, { customerId: await insertCustomer(db, shopper.uid) });
  const [shop] = await db.select().from(shops).orderBy(asc(shops.id)).limit(1);
  const [service] = await db.select().from(services).orderBy(asc(services.id)).limit(1);
  const [event] = await db.select().from(events).orderBy(asc(events.id)).limit(1);
  const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
  const [image] = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, product?.id ?? 0))
    .limit(1);
  if (!shop || !service || !event || !product || !image) throw new Error('the seed changed');
  Object.assign(ids, { shop: shop.id, service: service.id, event: event.id, product: product.id, image: image.id });
  const person = { fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address: 'Rue 10', phone: '771234567' };
  const [serviceBooking, eventBooking] = await db
    .insert(bookings)
    .values([
      {
        ...person,
        kind: 'service',
        serviceId: service.id,
        serviceType: service.nameFr,
        shopId: shop.id,
        shopName: shop.name,
        serviceDay: '2030-01-08',
        serviceHour: '10:00',
      },
      { ...person, kind: 'event', serviceId: event.id, serviceType: event.titleFr, serviceDay: '2030-01-08', serviceHour: '10:00' },
    ])
    .returning();
  await db.update(events).set({ seatsBooked: 1 }).where(eq(events.id, event.id));
  const [message] = await db
    .insert(messages)
    .values({ ...person, message: 'Bonjour' })
    .returning();
  Object.assign(ids, { serviceBooking: serviceBooking?.id, eventBooking: eventBooking?.id, message: message?.id });
  ids.grantee = (await signInWithPhone(t.config.firebase.projectId)).phoneNumber ?? '';
  picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a2b' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const versionOf = async (
  table: typeof products | typeof services | typeof events | typeof shops | typeof bookings | typeof messages,
  id: number,
) => (await db().select({ version: table.version }).from(table).where(eq(table.id, id)))[0]?.version ?? 0;

interface RouteCase {
  method: InjectOptions['method'];
  /** As OpenAPI lists it, to check that every admin route is in this table. */
  route: string;
  adminOnly?: boolean;
  /** The request a staff member (or an admin, for admin-only routes) would send; computed when it is sent. */
  request: () => Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
  /** 2xx answer expected for the right role. */
  ok: number;
}

const json = (url: string, payload: object) => ({ url, payload });

// The live feed answers staff with a stream that stays open (an injected request would wait for its end):
// server/live/routes.test.ts plays its 401, 403 and staff answers over a real socket.
const streams = ['GET /api/admin/live'];

const routes: RouteCase[] = [
  { method: 'GET', route: '/api/admin/me', request: () => ({ url: '/api/admin/me' }), ok: 200 },
  { method: 'GET', route: '/api/admin/orders', request: () => ({ url: '/api/admin/orders?state=paid&q=awa' }), ok: 200 },
  { method: 'GET', route: '/api/admin/orders/{id}', request: () => ({ url: `/api/admin/orders/${ids.order}` }), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/orders/{id}/actions',
    request: () => json(`/api/admin/orders/${ids.order}/actions`, { action: 'prepare' }),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/orders/{id}/refunds', request: () => ({ url: `/api/admin/orders/${ids.order}/refunds` }), ok: 200 },
  { method: 'GET', route: '/api/admin/orders/{id}/messages', request: () => ({ url: `/api/admin/orders/${ids.order}/messages` }), ok: 200 },
  { method: 'GET', route: '/api/admin/dashboard', request: () => ({ url: '/api/admin/dashboard?period=7d' }), ok: 200 },
  // No refund of this order failed, so staff get past the role check to the route's own 404 (a retry sends money: refunds.test.ts plays it).
  {
    method: 'POST',
    route: '/api/admin/orders/{id}/refunds/{refundId}/retry',
    request: () => json(`/api/admin/orders/${ids.order}/refunds/999999/retry`, {}),
    ok: 404,
  },
  { method: 'GET', route: '/api/admin/bookings', request: () => ({ url: '/api/admin/bookings?from=2030-01-01&to=2030-01-31' }), ok: 200 },
  {
    method: 'GET',
    route: '/api/admin/events/{id}/attendees',
    request: () => ({ url: `/api/admin/events/${ids.event}/attendees` }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/{id}/confirm',
    request: async () =>
      json(`/api/admin/bookings/${ids.serviceBooking}/confirm`, { version: await versionOf(bookings, ids.serviceBooking) }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/bookings/{id}/cancel',
    request: async () => json(`/api/admin/bookings/${ids.eventBooking}/cancel`, { version: await versionOf(bookings, ids.eventBooking) }),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/messages', request: () => ({ url: '/api/admin/messages?status=all' }), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/messages/{id}/handled',
    request: async () =>
      json(`/api/admin/messages/${ids.message}/handled`, { handled: true, version: await versionOf(messages, ids.message) }),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/products', request: () => ({ url: '/api/admin/products' }), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/products',
    request: () =>
      json('/api/admin/products', {
        name_fr: 'Nouveau',
        name_en: 'New',
        description_fr: 'Texte.',
        description_en: 'Text.',
        price: 1000,
        availability: false,
        category_id: 7,
      }),
    ok: 201,
  },
  {
    method: 'POST',
    route: '/api/admin/events',
    request: () =>
      json('/api/admin/events', {
        title_fr: 'Atelier',
        title_en: 'Workshop',
        description_fr: 'Texte.',
        description_en: 'Text.',
        address: 'Dakar',
        starts_at: '2030-05-01T10:00:00Z',
        capacity: null,
      }),
    ok: 201,
  },
  { method: 'GET', route: '/api/admin/products/{id}', request: () => ({ url: `/api/admin/products/${ids.product}` }), ok: 200 },
  {
    method: 'PATCH',
    route: '/api/admin/products/{id}',
    request: async () => json(`/api/admin/products/${ids.product}`, { version: await versionOf(products, ids.product), price: 4321 }),
    ok: 200,
  },
  {
    method: 'POST',
    route: '/api/admin/products/{id}/images',
    request: async () => ({
      url: `/api/admin/products/${ids.product}/images?version=${await versionOf(products, ids.product)}&alt_fr=Photo`,
      headers: { 'content-type': 'image/png' },
      payload: picture,
    }),
    ok: 201,
  },
  {
    method: 'DELETE',
    route: '/api/admin/products/{id}/images/{imageId}',
    request: async () => ({
      url: `/api/admin/products/${ids.product}/images/${ids.image}?version=${await versionOf(products, ids.product)}`,
    }),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/services', request: () => ({ url: '/api/admin/services' }), ok: 200 },
  {
    method: 'PATCH',
    route: '/api/admin/services/{id}',
    request: async () =>
      json(`/api/admin/services/${ids.service}`, { version: await versionOf(services, ids.service), name_en: 'Massage (1 h)' }),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/events', request: () => ({ url: '/api/admin/events' }), ok: 200 },
  {
    method: 'PATCH',
    route: '/api/admin/events/{id}',
    request: async () => json(`/api/admin/events/${ids.event}`, { version: await versionOf(events, ids.event), capacity: 40 }),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/shops', request: () => ({ url: '/api/admin/shops' }), ok: 200 },
  {
    method: 'PATCH',
    route: '/api/admin/shops/{id}',
    request: async () => json(`/api/admin/shops/${ids.shop}`, { version: await versionOf(shops, ids.shop), week: { start: 8, end: 19 } }),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/delivery-methods', request: () => ({ url: '/api/admin/delivery-methods' }), ok: 200 },
  {
    method: 'PATCH',
    route: '/api/admin/delivery-methods/{code}',
    request: async () => {
      const [row] = await db()
        .select({ version: deliveryMethods.version })
        .from(deliveryMethods)
        .where(eq(deliveryMethods.code, 'livreur'));
      return json('/api/admin/delivery-methods/livreur', { version: row?.version ?? 0, fee: 2000 });
    },
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/exchange-rates', request: () => ({ url: '/api/admin/exchange-rates' }), ok: 200 },
  {
    method: 'PATCH',
    route: '/api/admin/exchange-rates/{currency}',
    request: async () => {
      const [row] = await db().select({ version: exchangeRates.version }).from(exchangeRates).where(eq(exchangeRates.currency, 'EUR'));
      return json('/api/admin/exchange-rates/EUR', { version: row?.version ?? 0, xof_per_unit: 655.957 });
    },
    ok: 200,
  },
  {
    method: 'GET',
    route: '/api/admin/history/{entity}/{id}',
    request: () => ({ url: `/api/admin/history/product/${ids.product}` }),
    ok: 200,
  },
  { method: 'GET', route: '/api/admin/staff', adminOnly: true, request: () => ({ url: '/api/admin/staff' }), ok: 200 },
  {
    method: 'POST',
    route: '/api/admin/staff',
    adminOnly: true,
    request: () => json('/api/admin/staff', { phone: ids.grantee, role: 'staff' }),
    ok: 200,
  },
  {
    method: 'DELETE',
    route: '/api/admin/staff/{uid}',
    adminOnly: true,
    request: async () => {
      const auth = await t.app.firebaseAuthVerifier.auth();
      return { url: `/api/admin/staff/${(await auth.getUserByPhoneNumber(ids.grantee)).uid}` };
    },
    ok: 204,
  },
];

const send = async (route: RouteCase, user: EmulatorUser | null) => {
  const request = await route.request();
  return t.app.inject({ ...request, method: route.method, headers: { ...request.headers, ...(user ? bearer(user) : {}) } });
};

describe('every /api/admin route asks for a role', () => {
  it('the table lists every admin route the server has (OpenAPI)', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(served.sort()).toEqual([...routes.map((route) => `${route.method} ${route.route}`), ...streams].sort());
  });

  it.each(routes.map((route) => [`${route.method} ${route.route}`, route] as const))(
    '%s: no token → 401, a shopper → 403 (nothing changes)',
    async (_name, route) => {
      parseError(await send(route, null), 401);
      const refused = parseError(await send(route, shopper), 403);
      expect(refused.details).toEqual({ reason: 'not_staff' });
    },
  );

  it.each(routes.map((route) => [`${route.method} ${route.route}`, route] as const))(
    '%s: staff → 2xx, or 403 when admin only; an admin → 2xx',
    async (_name, route) => {
      if (route.adminOnly) {
        expect(parseError(await send(route, staff), 403).details).toEqual({ reason: 'admin_only' });
        const response = await send(route, admin);
        expect(response.statusCode, response.body).toBe(route.ok);
      } else {
        const response = await send(route, staff);
        expect(response.statusCode, response.body).toBe(route.ok);
      }
    },
  );

  it('GET /api/admin/me tells who and which role', async () => {
    const response = await t.app.inject({ url: '/api/admin/me', headers: bearer(admin) });
    expect(response.json()).toEqual({ data: { uid: admin.uid, phone: admin.phoneNumber, role: 'admin' } });
  });
});
