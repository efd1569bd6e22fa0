/** The shopper's text messages about her booking: received when she books, then confirmed or cancelled by the staff. */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createdResponseSchema } from '../../src/domain/booking';
import { bookings, smsOutbox } from '../db/schema';
import { seedServices, seedShops } from '../db/seed/content';
import { signInWithRole } from '../admin/test-support';
import { createTestApp, type TestApp } from '../test-support/app';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';
import { parseError } from '../test-support/responses';

requireAuthEmulator();

// The server's clock: Monday 7 January 2030, 10:30 in Dakar (UTC+0).
const now = new Date('2030-01-07T10:30:00Z');
const [plateau] = seedShops;
const massage = seedServices.find((service) => service.slug === 'massage');
if (!plateau || !massage) throw new Error('the seed changed: no shop or massage');

let t: TestApp;
let staff: EmulatorUser;
beforeAll(async () => {
  t = await createTestApp({ now, env: { WRITE_RATE_LIMIT: '10000' } });
  staff = await signInWithRole(t, 'staff');
});
afterAll(() => t?.close());

const book = async (locale: string, hour: string, phone = '771234567') => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/bookings?locale=${locale}`,
    payload: {
      fname: 'Aïssatou',
      lname: "N'Diaye",
      email: 'aissatou@example.sn',
      address: 'Rue 10 Medina',
      phone,
      shop_id: plateau.id,
      shop_name: plateau.name,
      service_day: '2030-01-09',
      service_hour: hour,
      service_id: massage.id,
      service_type: locale === 'en' ? massage.en.name : massage.fr.name,
      auth_id: '',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return createdResponseSchema.parse(response.json()).data.id;
};

const staffAction = async (id: number, action: 'confirm' | 'cancel') => {
  const [row] = await t.database.db.select({ version: bookings.version }).from(bookings).where(eq(bookings.id, id));
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${id}/${action}`,
    headers: bearer(staff),
    payload: { version: row?.version },
  });
};

const outboxOf = (bookingId: number) =>
  t.database.db.select().from(smsOutbox).where(eq(smsOutbox.bookingId, bookingId)).orderBy(asc(smsOutbox.id));

const inbox = async (): Promise<{ to: string; text: string }[]> =>
  ((await t.app.inject({ url: '/sms-sim/api/messages?to=%2B221771234567' })).json() as { data: { to: string; text: string }[] }).data;

describe('the shopper’s text messages about her booking', () => {
  it('received, confirmed, cancelled: each once, in the language she booked in, to her number in E.164', async () => {
    const id = await book('en', '11:00');
    expect((await staffAction(id, 'confirm')).statusCode).toBe(200);
    // Confirming again changes nothing and tells her nothing more.
    expect((await staffAction(id, 'confirm')).statusCode).toBe(200);
    expect((await staffAction(id, 'cancel')).statusCode).toBe(200);

    expect((await outboxOf(id)).map((row) => [row.kind, row.toPhone, row.locale])).toEqual([
      ['booking_received', '+221771234567', 'en'],
      ['booking_confirmed', '+221771234567', 'en'],
      ['booking_cancelled', '+221771234567', 'en'],
    ]);
    const slot = `“${massage.en.name}, ${plateau.name}” on Wednesday 9 January at 11:00`;
    await vi.waitFor(async () => expect((await inbox()).filter((sms) => sms.text.includes(slot))).toHaveLength(3), {
      timeout: 10_000,
      interval: 200,
    });
    expect((await inbox()).slice(0, 3).map((sms) => sms.text)).toEqual([
      `Baobab: your booking ${slot} is cancelled. Call us to choose another time.`,
      `Baobab: your booking ${slot} is confirmed. See you soon!`,
      `Baobab: we have received your booking ${slot}. We will confirm it soon.`,
    ]);
  });

  it('in French by default and in Arabic when booked in Arabic', async () => {
    const french = await book('fr', '12:00');
    const arabic = await book('ar', '13:00');
    expect((await outboxOf(french))[0]?.locale).toBe('fr');
    expect((await outboxOf(arabic))[0]?.locale).toBe('ar');
    await vi.waitFor(async () => expect((await outboxOf(arabic))[0]?.status).toBe('sent'), { timeout: 10_000, interval: 200 });
    expect((await outboxOf(arabic))[0]?.body).toMatch(/^باوباب: استلمنا حجزك «.+» يوم الأربعاء، 9 يناير الساعة 13:00\./);
    expect((await outboxOf(french))[0]?.params).toMatchObject({ day: '2030-01-09', hour: '12:00' });
  });

  it('nothing for a refused change: a cancelled booking cannot be confirmed', async () => {
    const id = await book('fr', '14:00');
    expect((await staffAction(id, 'cancel')).statusCode).toBe(200);
    parseError(await staffAction(id, 'confirm'), 409);
    expect((await outboxOf(id)).map((row) => row.kind)).toEqual(['booking_received', 'booking_cancelled']);
  });
});
