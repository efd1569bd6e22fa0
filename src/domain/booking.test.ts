import { describe, expect, it } from 'vitest';
import {
  bookingKindOf,
  bookingMessages,
  bookingRequestSchema,
  draftOf,
  eventBookingFormWithRules,
  normalizeSlot,
  serviceBookingFormWithRules,
  slotAt,
  slotIssues,
  submissionIssues,
  type BookingSubmission,
} from './booking';
import { fieldMessages } from './contact-fields';
import type { OpeningHours } from './opening-hours';

// Monday 5 January 2026, 10:30 in Dakar.
const now = () => new Date('2026-01-05T10:30:00Z');
const mainShop: OpeningHours = { week: { start: 9, end: 20 }, weekend: { start: 11, end: 15 } };
const weekdaysOnly: OpeningHours = { week: { start: 9, end: 20 }, weekend: null };

const eventForm = {
  fname: 'Aïssatou',
  lname: "N'Diaye",
  email: 'awa@example.sn',
  address: 'Rue 10 Medina',
  phone: '771234567',
  service_day: '2026-01-06',
  service_hour: '10:00',
};

/** The messages a parse gives, field by field. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('booking form fields (spec §5)', () => {
  const schema = eventBookingFormWithRules(now);
  it('accepts a complete form', () => expect(schema.safeParse(eventForm).success).toBe(true));

  it.each([
    ['fname', '', fieldMessages.required],
    ['fname', '   ', fieldMessages.required],
    ['fname', 'Awa2', fieldMessages.fnameLetters],
    ['fname', 'Awa!', fieldMessages.fnameLetters],
    ['fname', "'", fieldMessages.fnameLetters],
    ['fname', 'A'.repeat(61), fieldMessages.tooLong],
    ['lname', 'Diop_', fieldMessages.lnameLetters],
    ['lname', '-Diop', fieldMessages.lnameLetters],
    ['email', 'awa@', bookingMessages.invalidEmail],
    ['email', 'awa.example.sn', bookingMessages.invalidEmail],
    ['email', '', fieldMessages.required],
    ['address', 'Villa #12', bookingMessages.addressChars],
    ['address', '<b>12</b>', bookingMessages.addressChars],
    ['address', ', .', bookingMessages.addressChars],
    ['address', '', fieldMessages.required],
    ['phone', '+221771234567', fieldMessages.phoneDigits],
    ['phone', '77 123 45 67', fieldMessages.phoneDigits],
    ['phone', '', fieldMessages.required],
    ['service_day', '', fieldMessages.required],
    ['service_day', '2026-02-30', bookingMessages.invalidDay],
    ['service_hour', '', fieldMessages.required],
    ['service_hour', '25:00', bookingMessages.invalidTime],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesOf(schema.safeParse({ ...eventForm, [field]: value }))).toEqual({ [field]: message });
  });

  it.each([
    ['fname', 'Aïssatou'],
    ['fname', 'Marie-Claire'],
    ['fname', 'Mame Diarra'],
    ['lname', "N'Diaye"],
    ['lname', 'N’Diaye'],
    ['lname', 'Ñdèye'],
    ['address', 'Cité Keur Gorgui Villa 12'],
    // Issue 21: the punctuation real addresses use.
    ['address', 'Rue 12, Plateau'],
    ['address', "Villa n°4, rue de l'Abbé-Grégoire"],
    ['address', 'Lot 12/B. Sicap Liberté 2'],
    ['phone', '00221771234567'],
  ])('%s = %j is accepted', (field, value) => expect(schema.safeParse({ ...eventForm, [field]: value }).success).toBe(true));

  it('reports every wrong field at once, the time rules included', () => {
    const result = schema.safeParse({ ...eventForm, fname: 'A1', phone: 'abc', service_day: '2026-1-4' });
    expect(messagesOf(result)).toEqual({
      fname: fieldMessages.fnameLetters,
      phone: fieldMessages.phoneDigits,
      service_day: bookingMessages.pastDay,
    });
  });

  it('trims what it keeps', () => expect(schema.parse({ ...eventForm, fname: '  Awa ' }).fname).toBe('Awa'));
});

describe('slotIssues (Africa/Dakar, real times)', () => {
  it.each([
    ['a later day, any hour', '2026-1-6', '7:00', undefined, []],
    ['a day before today', '2026-1-4', '12:00', undefined, [{ path: 'service_day', message: bookingMessages.pastDay }]],
    ['today, an earlier hour', '2026-1-5', '9:00', undefined, [{ path: 'service_hour', message: bookingMessages.pastTime }]],
    ['today, a later hour', '2026-1-5', '11:00', undefined, []],
    ['a past day is not also called closed', '2026-1-4', '23:00', mainShop, [{ path: 'service_day', message: bookingMessages.pastDay }]],
    ['Tuesday within week hours', '2026-1-6', '9:00', mainShop, []],
    ['Tuesday at closing time', '2026-1-6', '20:00', mainShop, [{ path: 'service_hour', message: bookingMessages.closed }]],
    [
      'Saturday within week hours but not weekend hours',
      '2026-1-10',
      '16:00',
      mainShop,
      [{ path: 'service_hour', message: bookingMessages.closed }],
    ],
    ['Saturday within weekend hours', '2026-1-10', '12:00', mainShop, []],
    [
      'Sunday, a shop without weekend hours',
      '2026-1-11',
      '12:00',
      weekdaysOnly,
      [{ path: 'service_hour', message: bookingMessages.closed }],
    ],
    ['an unreadable day is left to its field rule', '2026-1-32', '12:00', mainShop, []],
  ])('%s', (_label, service_day, service_hour, hours, expected) => {
    expect(slotIssues({ service_day, service_hour }, now(), hours)).toEqual(expected);
  });
});

describe('service booking form', () => {
  const hoursOfShop = (shopId: string) => ({ '1': mainShop, '2': weekdaysOnly })[shopId];
  const schema = serviceBookingFormWithRules(now, hoursOfShop);
  const serviceForm = { ...eventForm, shop_id: '2', service_day: '2026-1-10', service_hour: '12:00' };

  it('checks the hours of the shop chosen in the form', () => {
    expect(messagesOf(schema.safeParse(serviceForm))).toEqual({ service_hour: bookingMessages.closed });
    expect(schema.safeParse({ ...serviceForm, shop_id: '1' }).success).toBe(true);
  });
  it('needs a shop', () =>
    expect(messagesOf(schema.safeParse({ ...serviceForm, shop_id: '' }))).toEqual({ shop_id: fieldMessages.required }));
});

describe('bookingRequestSchema (POST /bookings)', () => {
  const event = { ...eventForm, service_id: 3, service_type: 'Journée bien-être', auth_id: '' };
  const service = { ...event, shop_id: 1, shop_name: 'Baobab Médina' };

  it('tells an event booking from a service booking by its shop', () => {
    expect(bookingKindOf(bookingRequestSchema.parse(event))).toBe('event');
    expect(bookingKindOf(bookingRequestSchema.parse(service))).toBe('service');
  });
  it('allows auth_id to be left out', () => {
    const { auth_id: _, ...visitor } = event;
    expect(bookingRequestSchema.safeParse(visitor).success).toBe(true);
  });
  it.each([
    [{ ...event, shop_id: 1 }, { shop_name: fieldMessages.required }],
    [{ ...event, shop_name: 'Baobab Médina' }, { shop_id: fieldMessages.required }],
    [{ ...event, service_type: '' }, { service_type: fieldMessages.required }],
    [{ ...event, service_id: undefined }, { service_id: fieldMessages.required }],
  ])('refuses %j', (request, messages) => expect(messagesOf(bookingRequestSchema.safeParse(request))).toEqual(messages));
  it('refuses a non-integer id', () => expect(bookingRequestSchema.safeParse({ ...event, service_id: 1.5 }).success).toBe(false));
});

describe('normalizeSlot', () => {
  it.each([
    ['2026-1-5', '9:00', '2026-01-05', '09:00'],
    ['2026-01-05', '09:00', '2026-01-05', '09:00'],
    ['2026-12-31', '0:05', '2026-12-31', '00:05'],
  ])('%s %s → %s %s', (service_day, service_hour, day, hour) => {
    expect(normalizeSlot({ service_day, service_hour })).toEqual({ service_day: day, service_hour: hour });
  });
});

describe('a submission: what the shopper typed, checked by the booking flow', () => {
  const service = { id: 2, type: 'Massage' };
  const shops = [
    { id: 1, name: 'Baobab Médina', opening_hours: mainShop },
    { id: 2, name: 'Baobab Thiès', opening_hours: weekdaysOnly },
  ];
  const event: BookingSubmission = { form: 'event', typed: eventForm, service };
  const atShop = (typed: Partial<BookingSubmission['typed']> & { shop_id: string }): BookingSubmission => ({
    form: 'service',
    typed: { ...eventForm, ...typed },
    service,
    shops,
  });

  it('an event booking without issues becomes its payload', () => {
    expect(submissionIssues(event, now())).toEqual([]);
    expect(draftOf(event)).toEqual({ request: { ...eventForm, service_id: 2, service_type: 'Massage' } });
  });
  it('a service booking names the chosen shop and carries its hours', () => {
    const submission = atShop({ shop_id: '1' });
    expect(submissionIssues(submission, now())).toEqual([]);
    expect(draftOf(submission)).toEqual({
      request: { ...eventForm, shop_id: 1, shop_name: 'Baobab Médina', service_id: 2, service_type: 'Massage' },
      openingHours: mainShop,
    });
  });
  it('lists field messages by path, in the form’s order', () => {
    expect(submissionIssues({ ...event, typed: { ...eventForm, phone: 'x', email: 'y' } }, now())).toEqual([
      { path: 'email', message: bookingMessages.invalidEmail },
      { path: 'phone', message: fieldMessages.phoneDigits },
    ]);
  });
  it('applies the time rules at the time it is given', () => {
    const today = { ...event, typed: { ...eventForm, service_day: '2026-01-05', service_hour: '11:00' } };
    expect(submissionIssues(today, now())).toEqual([]);
    expect(submissionIssues(today, new Date('2026-01-05T11:30:00Z'))).toEqual([
      { path: 'service_hour', message: bookingMessages.pastTime },
    ]);
  });
  it('applies the chosen shop’s hours', () => {
    expect(submissionIssues(atShop({ shop_id: '2', service_day: '2026-1-10', service_hour: '12:00' }), now())).toEqual([
      { path: 'service_hour', message: bookingMessages.closed },
    ]);
  });
  it('needs a shop the list has', () => {
    expect(submissionIssues(atShop({ shop_id: '' }), now())).toEqual([{ path: 'shop_id', message: fieldMessages.required }]);
    expect(submissionIssues(atShop({ shop_id: '7' }), now())).toEqual([{ path: 'shop_id', message: fieldMessages.required }]);
  });
});

describe('slotAt', () => {
  it.each([
    ['2026-01-05T09:30:00Z', '2026-01-05', '09:30'],
    // Written in Paris time, read on the shop's clock.
    ['2026-03-01T00:30:00+01:00', '2026-02-28', '23:30'],
  ])('%s → %s %s', (instant, service_day, service_hour) => expect(slotAt(new Date(instant))).toEqual({ service_day, service_hour }));
});
