import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBookingResponseSchema,
  bookingAgendaResponseSchema,
  eventAttendeesResponseSchema,
  messageListResponseSchema,
  adminMessageResponseSchema,
} from '../../../src/domain/admin';
import { events, messages } from '../../db/schema';
import { seedEvents, seedServices, seedShops } from '../../db/seed/content';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../../test-support/app';
import { parseError, parseOk } from '../../test-support/responses';
import { signInWithRole } from '../test-support';

requireAuthEmulator();

// Monday 7 January 2030, 10:30 in Dakar (UTC+0): the booking rules compare with this clock.
const now = new Date('2030-01-07T10:30:00Z');
let t: TestApp;
let staff: EmulatorUser;

beforeAll(async () => {
  t = await createTestApp({ now, env: { WRITE_RATE_LIMIT: '100000' } });
  staff = await signInWithRole(t, 'staff');
});
afterAll(() => t?.close());

const [plateau, almadies] = seedShops;
const [massage] = seedServices.filter((service) => service.slug === 'massage');
const [workshop] = seedEvents;
if (!plateau || !almadies || !massage || !workshop) throw new Error('the seed changed');
const person = { fname: 'Aïssatou', lname: "N'Diaye", email: 'aissatou@example.sn', address: 'Rue 10 Medina', phone: '771234567' };

const book = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/bookings?locale=fr', payload: { ...person, auth_id: '', ...payload } });
const bookMassage = (shop = plateau, day = '2030-01-08', hour = '10:00') =>
  book({
    shop_id: shop.id,
    shop_name: shop.name,
    service_id: massage.id,
    service_type: massage.fr.name,
    service_day: day,
    service_hour: hour,
  });
const bookWorkshop = () =>
  book({ service_id: workshop.id, service_type: workshop.fr.title, service_day: '2030-01-08', service_hour: '10:00' });
const agenda = async (query: string) =>
  parseOk(await t.app.inject({ url: `/api/admin/bookings?${query}`, headers: bearer(staff) }), bookingAgendaResponseSchema).data;
const action = (id: number, verb: 'confirm' | 'cancel', version: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/${verb}`, headers: bearer(staff), payload: { version } });

describe('bookings agenda', () => {
  it('lists service bookings by day and hour, per shop and service; today + 6 days by default', async () => {
    expect((await bookMassage(plateau, '2030-01-08', '11:00')).statusCode).toBe(201);
    expect((await bookMassage(almadies, '2030-01-08', '10:00')).statusCode).toBe(201);
    expect((await bookMassage(plateau, '2030-01-21', '10:00')).statusCode).toBe(201);
    const week = await agenda('');
    expect(week.map((booking) => [booking.day, booking.hour, booking.shop_id])).toEqual([
      ['2030-01-08', '10:00', almadies.id],
      ['2030-01-08', '11:00', plateau.id],
    ]);
    expect(week[0]).toMatchObject({ kind: 'service', service_id: massage.id, fname: 'Aïssatou', status: 'booked', version: 1 });
    expect((await agenda(`shop_id=${plateau.id}&from=2030-01-01&to=2030-01-31`)).map((booking) => booking.day)).toEqual([
      '2030-01-08',
      '2030-01-21',
    ]);
    expect(await agenda(`service_id=${massage.id + 1000}&from=2030-01-01&to=2030-01-31`)).toEqual([]);
  });

  it('confirm, then cancel: the slot is free again for another shopper; the audit says who', async () => {
    const created = await bookMassage(plateau, '2030-01-09', '15:00');
    const { id } = (created.json() as { data: { id: number } }).data;
    expect((await bookMassage(plateau, '2030-01-09', '15:00')).statusCode).toBe(409);
    const confirmed = parseOk(await action(id, 'confirm', 1), adminBookingResponseSchema).data;
    expect(confirmed).toMatchObject({ status: 'confirmed', version: 2 });
    expect(versionConflict(parseError(await action(id, 'cancel', 1), 409).details)).toBe(true);
    parseOk(await action(id, 'cancel', 2), adminBookingResponseSchema);
    expect(parseError(await action(id, 'cancel', 3), 409).details).toMatchObject({ reason: 'already_cancelled' });
    expect(parseError(await action(id, 'confirm', 3), 409).details).toMatchObject({ reason: 'booking_cancelled' });
    expect((await bookMassage(plateau, '2030-01-09', '15:00')).statusCode).toBe(201);
    const day = await agenda('from=2030-01-09&to=2030-01-09&include_cancelled=true');
    expect(day.map((booking) => booking.status).sort()).toEqual(['booked', 'cancelled']);
    const history = (await t.app.inject({ url: `/api/admin/history/booking/${id}`, headers: bearer(staff) })).json() as {
      data: { action: string; actor_uid: string }[];
    };
    expect(history.data.map((entry) => entry.action)).toEqual(['booking.cancel', 'booking.confirm']);
    expect(history.data[0]?.actor_uid).toBe(staff.uid);
  });

  it('an event’s attendees and seats left; a cancel gives the seat back (the public page shows it)', async () => {
    await t.database.db.update(events).set({ capacity: 2, seatsBooked: 0 }).where(eq(events.id, workshop.id));
    expect((await bookWorkshop()).statusCode).toBe(201);
    expect((await bookWorkshop()).statusCode).toBe(201);
    expect((await bookWorkshop()).statusCode).toBe(409); // full
    const full = parseOk(
      await t.app.inject({ url: `/api/admin/events/${workshop.id}/attendees`, headers: bearer(staff) }),
      eventAttendeesResponseSchema,
    ).data;
    expect(full.event).toMatchObject({ capacity: 2, seats_booked: 2, seats_left: 0 });
    expect(full.attendees).toHaveLength(2);
    const first = full.attendees[0];
    parseOk(await action(first?.id ?? 0, 'cancel', first?.version ?? 0), adminBookingResponseSchema);
    const after = parseOk(
      await t.app.inject({ url: `/api/admin/events/${workshop.id}/attendees`, headers: bearer(staff) }),
      eventAttendeesResponseSchema,
    ).data;
    expect(after.event.seats_left).toBe(1);
    expect(after.attendees).toHaveLength(1);
    const publicEvent = (await t.app.inject({ url: `/api/events/${workshop.id}?locale=fr` })).json() as { data: { seats_left: number } };
    expect(publicEvent.data.seats_left).toBe(1);
    expect((await bookWorkshop()).statusCode).toBe(201);
  });
});

const versionConflict = (details: Record<string, unknown>) =>
  details.reason === 'version_conflict' && typeof details.current === 'object' && typeof details.submitted === 'object';

describe('messages inbox', () => {
  it('open messages newest first; marking one handled takes it out of the inbox, and back', async () => {
    const [older, newer] = await t.database.db
      .insert(messages)
      .values([
        { ...person, message: 'Avez-vous du kinkéliba ?', createdAt: new Date('2030-01-05T09:00:00Z') },
        { ...person, message: 'Livrez-vous à Thiès ?', createdAt: new Date('2030-01-06T09:00:00Z') },
      ])
      .returning();
    const inbox = async (status = 'open') =>
      parseOk(
        await t.app.inject({ url: `/api/admin/messages?status=${status}&page_size=50`, headers: bearer(staff) }),
        messageListResponseSchema,
      );
    expect((await inbox()).data.map((message) => message.id)).toEqual([newer?.id, older?.id]);
    const handle = (handled: boolean, version: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/messages/${older?.id}/handled`,
        headers: bearer(staff),
        payload: { handled, version },
      });
    const handled = parseOk(await handle(true, 1), adminMessageResponseSchema).data;
    expect(handled).toMatchObject({ handled_by: staff.uid, version: 2 });
    expect(handled.handled_at).not.toBeNull();
    expect((await inbox()).data.map((message) => message.id)).toEqual([newer?.id]);
    expect((await inbox('handled')).data.map((message) => message.id)).toEqual([older?.id]);
    expect(versionConflict(parseError(await handle(false, 1), 409).details)).toBe(true);
    parseOk(await handle(false, 2), adminMessageResponseSchema);
    expect((await inbox()).meta.pagination.total).toBe(2);
  });
});
