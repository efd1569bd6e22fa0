import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, createdResponseSchema } from '../../src/domain/booking';
import { fieldMessages } from '../../src/domain/contact-fields';
import { eventListResponseSchema } from '../../src/domain/catalog';
import { bookings, events } from '../db/schema';
import { seedEvents, seedServices, seedShops } from '../db/seed/content';
import { createTestApp, type TestApp } from '../test-support/app';
import { fieldIssues, parseError } from '../test-support/responses';

// The server's clock is fixed at Monday 7 January 2030, 10:30:00 in Dakar (UTC+0).
const now = new Date('2030-01-07T10:30:00Z');

let t: TestApp;
beforeAll(async () => {
  // Far above the 60-odd writes of this file; the limit itself is checked at the end.
  t = await createTestApp({ now, env: { WRITE_RATE_LIMIT: '10000' } });
});
afterAll(async () => {
  await t.close();
});

const [plateau, , thies] = seedShops;
const [massage] = seedServices.filter((service) => service.slug === 'massage');
const [workshop, tasting, soap] = seedEvents;
if (!plateau || !thies || !massage || !workshop || !tasting || !soap) throw new Error('the seed changed: no shops, massage or events');

const person = { fname: 'Aïssatou', lname: "N'Diaye", email: 'aissatou@example.sn', address: 'Rue 10 Medina', phone: '771234567' };
const eventBooking = {
  ...person,
  service_day: '2030-01-08',
  service_hour: '10:00',
  service_id: workshop.id,
  service_type: workshop.fr.title,
  auth_id: '',
};
const serviceBooking = {
  ...person,
  shop_id: plateau.id,
  shop_name: plateau.name,
  service_day: '2030-01-09',
  service_hour: '11:00',
  service_id: massage.id,
  service_type: massage.en.name,
  auth_id: '',
};

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/bookings?locale=fr', payload: payload as object });
const storedCount = async () => (await t.database.db.select({ n: count() }).from(bookings))[0]?.n ?? 0;

function created(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(201);
  return createdResponseSchema.parse(response.json()).data.id;
}

describe('POST /api/bookings — stores what the forms send (spec §3)', () => {
  it('stores an event booking with the padded slot and no user', async () => {
    const id = created(await post({ ...eventBooking, service_day: '2030-1-8', service_hour: '9:05' }));
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      kind: 'event',
      serviceId: workshop.id,
      serviceType: workshop.fr.title,
      shopId: null,
      serviceDay: '2030-01-08',
      serviceHour: '09:05',
      fname: 'Aïssatou',
      lname: "N'Diaye",
      authId: null,
    });
  });

  it('stores a service booking with its shop', async () => {
    const id = created(await post(serviceBooking));
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      kind: 'service',
      shopId: plateau.id,
      shopName: plateau.name,
      serviceId: massage.id,
      serviceDay: '2030-01-09',
      serviceHour: '11:00',
    });
  });

  it('lets many people book the same event at the same time', async () => {
    const request = { ...eventBooking, service_day: '2030-01-10' };
    created(await post(request));
    created(await post(request));
  });

  it('takes the service name in either language, as the shopper saw it', async () => {
    created(await post({ ...serviceBooking, service_type: massage.fr.name, service_hour: '12:00' }));
  });
});

describe('POST /api/bookings — one slot, one booking, decided by the database', () => {
  it('20 concurrent bookings of one slot: exactly one 201, nineteen 409', async () => {
    const slot = { ...serviceBooking, service_day: '2030-01-11', service_hour: '15:30' };
    const before = await storedCount();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ ...slot, fname: `Awa ${'x'.repeat(i)}` })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(parseError(response, 409)).toMatchObject({ name: 'Conflict', details: { reason: 'slot_taken' } });
    }
    expect(await storedCount()).toBe(before + 1);
  });

  it('the unpadded spelling of a taken slot is the same slot', async () => {
    created(await post({ ...serviceBooking, service_day: '2030-01-14', service_hour: '09:00' }));
    expect(parseError(await post({ ...serviceBooking, service_day: '2030-1-14', service_hour: '9:00' }), 409).message).toBe(
      'This time slot is already booked, please choose another.',
    );
  });

  it('the same hour in another shop, or for another service, is another slot', async () => {
    const slot = { ...serviceBooking, service_day: '2030-01-15', service_hour: '10:00' };
    created(await post(slot));
    created(await post({ ...slot, shop_id: thies.id, shop_name: thies.name }));
    const other = seedServices.find((service) => service.id !== massage.id);
    created(await post({ ...slot, service_id: other?.id, service_type: other?.fr.name }));
  });
});

describe('events with a capacity: the database gives the last seat once', () => {
  const eventsPage = async () => eventListResponseSchema.parse((await t.app.inject({ url: '/api/events?locale=fr&limit=50' })).json()).data;

  it('seeds the capacity the event’s text states, and GET /events shows capacity and seats left', async () => {
    expect(workshop.fr.description).toContain('15 personnes');
    const shown = (await eventsPage()).find((event) => event.id === workshop.id);
    expect(shown?.capacity).toBe(15);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, workshop.id));
    expect(shown?.seats_left).toBe(15 - (row?.seatsBooked ?? 0));
    // An event whose text states no limit has none.
    expect((await eventsPage()).find((event) => event.id === tasting.id)).toMatchObject({ capacity: null, seats_left: null });
  });

  it('20 concurrent bookings of an event with 15 seats: 15 × 201, 5 × 409 event_full, then shown full', async () => {
    await t.database.db.update(events).set({ capacity: 15, seatsBooked: 0 }).where(eq(events.id, soap.id));
    const booking = { ...eventBooking, service_id: soap.id, service_type: soap.fr.title };
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ ...booking, fname: `Awa ${'x'.repeat(i)}` })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(15).fill(201), ...Array<number>(5).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(parseError(response, 409)).toMatchObject({
        name: 'Conflict',
        message: 'This event is full.',
        details: { reason: 'event_full' },
      });
    }
    const stored = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.kind, 'event'), eq(bookings.serviceId, soap.id)));
    expect(stored[0]?.n).toBe(15);
    expect((await eventsPage()).find((event) => event.id === soap.id)).toMatchObject({ capacity: 15, seats_left: 0 });
  });
});

describe('POST /api/bookings — the time rules on the server clock, in shop time (spec §5)', () => {
  it.each([
    ['a day before today', { service_day: '2030-01-06', service_hour: '12:00' }, 'service_day', bookingMessages.pastDay],
    ['today, an earlier hour', { service_day: '2030-01-07', service_hour: '10:29' }, 'service_hour', bookingMessages.pastTime],
    ['today at midnight', { service_day: '2030-1-7', service_hour: '0:00' }, 'service_hour', bookingMessages.pastTime],
    ['weekday at the closing hour', { service_day: '2030-01-08', service_hour: '20:00' }, 'service_hour', bookingMessages.closed],
    ['weekday before opening', { service_day: '2030-01-08', service_hour: '08:59' }, 'service_hour', bookingMessages.closed],
    ['Saturday outside weekend hours', { service_day: '2030-01-12', service_hour: '16:00' }, 'service_hour', bookingMessages.closed],
    [
      'Sunday at a shop closed at weekends',
      { service_day: '2030-01-13', service_hour: '12:00', shop_id: thies.id, shop_name: thies.name },
      'service_hour',
      bookingMessages.closed,
    ],
  ])('%s → 400 with the spec message, nothing stored', async (_label, change, path, message) => {
    const before = await storedCount();
    expect(fieldIssues(await post({ ...serviceBooking, ...change }))).toEqual([{ in: 'body', path, message }]);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['today, the current minute', { service_day: '2030-01-07', service_hour: '10:30' }],
    ['today, a later hour', { service_day: '2030-01-07', service_hour: '19:59' }],
    ['Saturday within weekend hours', { service_day: '2030-01-12', service_hour: '11:00' }],
  ])('%s → 201', async (_label, change) => {
    created(await post({ ...serviceBooking, ...change }));
  });

  it('an event has no opening hours, but a past day is refused', async () => {
    created(await post({ ...eventBooking, service_hour: '22:00' }));
    expect(fieldIssues(await post({ ...eventBooking, service_day: '2029-12-31' }))).toEqual([
      { in: 'body', path: 'service_day', message: bookingMessages.pastDay },
    ]);
  });
});

describe('POST /api/bookings — bad payloads: field by field, nothing stored', () => {
  it.each([
    ['fname', 'Awa2', fieldMessages.fnameLetters],
    ['fname', '', fieldMessages.required],
    ['lname', 'Diop!', fieldMessages.lnameLetters],
    ['email', 'aissatou@', bookingMessages.invalidEmail],
    ['address', 'Villa #12', bookingMessages.addressChars],
    ['phone', '+221 77 123', fieldMessages.phoneDigits],
    ['service_day', '2030-02-30', bookingMessages.invalidDay],
    ['service_hour', '24:00', bookingMessages.invalidTime],
    ['service_type', '', fieldMessages.required],
    ['service_id', undefined, fieldMessages.required],
  ])('%s = %j → 400', async (field, value, message) => {
    const before = await storedCount();
    expect(fieldIssues(await post({ ...serviceBooking, [field]: value }))).toEqual([{ in: 'body', path: field, message }]);
    expect(await storedCount()).toBe(before);
  });

  it('takes a Dakar address with a comma, as sign-up and the checkout do (issue 21)', async () => {
    created(await post({ ...serviceBooking, service_hour: '16:30', address: 'Rue 12, Plateau' }));
  });

  it('lists every wrong field at once', async () => {
    const issues = fieldIssues(
      await post({ ...serviceBooking, fname: '1', lname: '2', email: 'x', address: '#', phone: 'p', shop_name: undefined }),
    );
    expect(issues.map((issue) => issue.path).sort()).toEqual(['address', 'email', 'fname', 'lname', 'phone', 'shop_name']);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    expect(
      parseError(
        await t.app.inject({ method: 'POST', url: '/api/bookings', headers: { 'content-type': 'application/json' }, payload: '{' }),
        400,
      ).name,
    ).toBe('MalformedBody');
    expect((await post([])).statusCode).toBe(400);
  });

  it.each([
    ['an unknown event', { ...eventBooking, service_id: 999 }, 404],
    ['an unknown service', { ...serviceBooking, service_id: 999 }, 404],
    ['an unknown shop', { ...serviceBooking, shop_id: 999 }, 404],
  ])('%s → %s', async (_label, payload, status) => {
    const before = await storedCount();
    expect(parseError(await post(payload), status).name).toBe('NotFound');
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['a shop name that is not the shop', { shop_name: 'Another shop' }, 'shop_name', bookingMessages.shopMismatch],
    ['a service name that is not the service', { service_type: 'Free massage' }, 'service_type', bookingMessages.serviceMismatch],
  ])('%s → 400', async (_label, change, path, message) => {
    expect(fieldIssues(await post({ ...serviceBooking, ...change }))).toEqual([{ in: 'body', path, message }]);
  });

  it('an auth_id without the ID token of that user → 401', async () => {
    const before = await storedCount();
    expect(parseError(await post({ ...eventBooking, auth_id: 'someone-else' }), 401).name).toBe('Unauthorized');
    expect(await storedCount()).toBe(before);
  });
});

describe('POST /api/bookings — the server write limit applies', () => {
  it('answers 429 in the shared error shape past the limit, and stores nothing more', async () => {
    const limited = await createTestApp({ now, env: { WRITE_RATE_LIMIT: '2' } });
    try {
      const send = (hour: string) =>
        limited.app.inject({ method: 'POST', url: '/api/bookings', payload: { ...serviceBooking, service_hour: hour } });
      expect((await send('11:00')).statusCode).toBe(201);
      expect((await send('12:00')).statusCode).toBe(201);
      expect(parseError(await send('13:00'), 429).name).toBe('TooManyRequests');
      expect((await limited.database.db.select({ n: count() }).from(bookings))[0]?.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
