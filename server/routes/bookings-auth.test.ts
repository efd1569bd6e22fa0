import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdResponseSchema } from '../../src/domain/booking';
import { bookings } from '../db/schema';
import { seedEvents } from '../db/seed/content';
import { createTestApp, type TestApp } from '../test-support/app';
import { bearer, deleteUser, signUpWithoutPhone, type EmulatorUser } from '../test-support/auth-emulator';
import { parseError } from '../test-support/responses';

// Real ID tokens from the Auth emulator, so this file runs on the real clock (a far-future day).
let t: TestApp;
let awa: EmulatorUser;
beforeAll(async () => {
  t = await createTestApp();
  awa = await signUpWithoutPhone();
});
afterAll(async () => {
  await deleteUser(awa);
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

const post = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/bookings', payload, headers });

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
    expect(parseError(await post({ ...booking, auth_id: awa.uid }, { authorization: 'Bearer not-a-token' }), 401).name).toBe('Unauthorized');
    expect(await t.database.db.select({ id: bookings.id }).from(bookings)).toHaveLength(before.length);
  });
});
