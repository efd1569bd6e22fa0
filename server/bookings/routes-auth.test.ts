import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCreatedResponseSchema, createdResponseSchema } from '../../src/domain/booking';
import { ownBookingsResponseSchema } from '../../src/domain/own-bookings';
import { bookings, events } from '../db/schema';
import { seedEvents } from '../db/seed/content';
import { createTestApp, type TestApp } from '../test-support/app';
import { bearer, deleteUser, signUpWithoutPhone, type EmulatorUser } from '../test-support/auth-emulator';
import { parseError } from '../test-support/responses';

// Real ID tokens from the Auth emulator, so this file runs on the real clock (a far-future day).
let t: TestApp;
let awa: EmulatorUser;
let moussa: EmulatorUser;
beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  awa = await signUpWithoutPhone();
  moussa = await signUpWithoutPhone();
});
afterAll(async () => {
  await deleteUser(awa);
  await deleteUser(moussa);
  await t.close();
});

const [workshop] = seedEvents;
const booking = {
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  address: 'Rue 10 Medina',
  phone: '771234567',
  service_day: '2099-06-01',
  service_hour: '10:00',
  service_id: workshop?.id,
  service_type: workshop?.en.title,
};

const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', payload, headers });

async function storedAuthId(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(201);
  const { id } = createdResponseSchema.parse(response.json()).data;
  const [row] = await t.database.db.select({ authId: bookings.authId }).from(bookings).where(eq(bookings.id, id));
  return row?.authId;
}

describe('POST /api/bookings — auth_id is checked against the ID token (spec §6)', () => {
  it('a visitor books with an empty auth_id and no token', async () => {
    expect(await storedAuthId(await post({ ...booking, auth_id: '' }))).toBeNull();
  });

  it('a signed-in shopper books with their uid and their token', async () => {
    expect(await storedAuthId(await post({ ...booking, auth_id: awa.uid }, bearer(awa)))).toBe(awa.uid);
  });

  it('with a token, the booking is the token’s user even when auth_id is left empty', async () => {
    expect(await storedAuthId(await post({ ...booking, auth_id: '' }, bearer(awa)))).toBe(awa.uid);
  });

  it('someone else’s uid with my token → 403', async () => {
    expect(parseError(await post({ ...booking, auth_id: 'not-awa' }, bearer(awa)), 403).name).toBe('Forbidden');
  });

  it('a uid without a token → 401', async () => {
    expect(parseError(await post({ ...booking, auth_id: awa.uid }), 401).name).toBe('Unauthorized');
  });

  it('a token that is not valid → 401, nothing stored', async () => {
    const before = await t.database.db.select({ id: bookings.id }).from(bookings);
    expect(parseError(await post({ ...booking, auth_id: awa.uid }, { authorization: 'Bearer not-a-token' }), 401).name).toBe(
      'Unauthorized',
    );
    expect(await t.database.db.select({ id: bookings.id }).from(bookings)).toHaveLength(before.length);
  });
});

describe('GET /api/bookings — the caller’s own bookings (issue 21)', () => {
  const mine = (user: EmulatorUser | null) =>
    t.app.inject({ method: 'GET', url: '/api/bookings?locale=en', headers: user ? bearer(user) : {} });

  it('lists the bookings made with my token, in words the account shows, and never anyone else’s', async () => {
    const made = await post({ ...booking, service_day: '2099-07-01', service_hour: '11:15', auth_id: awa.uid }, bearer(awa));
    expect(made.statusCode, made.body).toBe(201);
    const { id } = createdResponseSchema.parse(made.json()).data;
    // A visitor's booking is nobody's: no caller gets it.
    expect((await post({ ...booking, auth_id: '' })).statusCode).toBe(201);

    const awas = await mine(awa);
    expect(awas.statusCode, awas.body).toBe(200);
    expect(awas.headers['cache-control']).toBe('private, no-store');
    const listed = ownBookingsResponseSchema.parse(awas.json()).data;
    expect(listed.find((one) => one.id === id)).toEqual({
      id,
      kind: 'event',
      service_name: workshop?.en.title,
      shop_name: null,
      day: '2099-07-01',
      hour: '11:15',
      status: 'booked',
    });
    const stored = await t.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.authId, awa.uid));
    expect(listed.map((one) => one.id).sort()).toEqual(stored.map((row) => row.id).sort());

    // A second customer gets none of the first's.
    const moussas = await mine(moussa);
    expect(moussas.statusCode, moussas.body).toBe(200);
    expect(ownBookingsResponseSchema.parse(moussas.json()).data).toEqual([]);
  });

  it('a staff change shows: a cancelled booking is listed as cancelled', async () => {
    const made = await post({ ...booking, service_day: '2099-07-02', auth_id: awa.uid }, bearer(awa));
    const { id } = createdResponseSchema.parse(made.json()).data;
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
    const listed = ownBookingsResponseSchema.parse((await mine(awa)).json()).data;
    expect(listed.find((one) => one.id === id)?.status).toBe('cancelled');
  });

  it('signed out → 401, private too', async () => {
    const response = await mine(null);
    expect(parseError(response, 401).name).toBe('Unauthorized');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('POST /api/bookings answers the places the event has left (issue 21)', () => {
  it('the workshop’s count follows the booking', async () => {
    if (!workshop) throw new Error('no workshop');
    await t.database.db.update(events).set({ capacity: 15, seatsBooked: 0 }).where(eq(events.id, workshop.id));
    const made = await post({ ...booking, auth_id: '' });
    expect(made.statusCode, made.body).toBe(201);
    expect(bookingCreatedResponseSchema.parse(made.json()).data.seats_left).toBe(14);
  });
});
