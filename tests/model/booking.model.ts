import type { ModelOptions } from './paths';
import { bookingMachine, type BookingInput } from '../../src/machines/booking';
import type { BookingDraft, BookingReceipt, BookingSubmission } from '../../src/domain/booking';
import type { PersonDetails } from '../../src/domain/person-prefill';
import type { SendFailure } from '../../src/domain/contact-fields';

// The booking form's model, for a signed-in shopper or a visitor: what the path tests (booking.test.ts) and
// the flow studio's path list generate from.

/** Monday 5 January 2026, 09:00 in Dakar: the clock every model path runs on. */
export const modelNow = () => new Date('2026-01-05T09:00:00Z');

const openingHours = { week: { start: 9, end: 20 }, weekend: { start: 11, end: 15 } };

/** The service page's form filled in for Tuesday 6 January at 10:00, the Médina shop open. */
export const submission: BookingSubmission = {
  form: 'service',
  typed: {
    fname: 'Awa',
    lname: 'Diop',
    email: 'awa@example.sn',
    address: 'Rue 10 Medina',
    phone: '771234567',
    shop_id: '1',
    service_day: '2026-01-06',
    service_hour: '10:00',
  },
  service: { id: 2, type: 'Massage' },
  shops: [{ id: 1, name: 'Baobab Médina', opening_hours: openingHours }],
};
/** The same form with a day before the model's today. */
export const pastDaySubmission: BookingSubmission = { ...submission, typed: { ...submission.typed, service_day: '2020-01-06' } };
export const pastDay = { path: 'service_day', message: 'The chosen date is before today' };

/** The booking the valid submission makes. */
export const draft: BookingDraft = {
  request: {
    fname: 'Awa',
    lname: 'Diop',
    email: 'awa@example.sn',
    address: 'Rue 10 Medina',
    phone: '771234567',
    service_day: '2026-01-06',
    service_hour: '10:00',
    service_id: 2,
    service_type: 'Massage',
    shop_id: 1,
    shop_name: 'Baobab Médina',
  },
  openingHours,
};
/** What the page keeps in view once the shop took the valid submission's booking (id 41). */
export const receipt: BookingReceipt = { id: 41, service: 'Massage', shop: 'Baobab Médina', day: '2026-01-06', hour: '10:00' };

/** The signed-in shopper's customer record, as the form starts with it (issue 21). */
export const awa: PersonDetails = { fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address: 'Rue 10, Medina', phone: '774123371' };

export const conflict: SendFailure = { reason: 'conflict', fields: [] };
export const refusedByServer: SendFailure = {
  reason: 'invalid',
  fields: [{ path: 'service_hour', message: 'The shop is closed at this time' }],
};

type Snapshot = ReturnType<typeof bookingMachine.transition>;

export const signedIn: BookingInput = { session: { getSnapshot: () => ({ context: { user: { uid: 'uid-awa' } } }) }, now: modelNow };
export const visitor: BookingInput = { session: { getSnapshot: () => ({ context: { user: null } }) }, now: modelNow };

export function bookingModelOf(name: string, input: BookingInput): ModelOptions<typeof bookingMachine> {
  return {
    name,
    machine: bookingMachine,
    input,
    events: {
      CUSTOMER_KNOWN: [
        { type: 'CUSTOMER_KNOWN', person: awa },
        { type: 'CUSTOMER_KNOWN', person: null },
      ],
      SUBMIT: [
        { type: 'SUBMIT', submission },
        { type: 'SUBMIT', submission: pastDaySubmission },
      ],
      'xstate.done.actor.submitBooking': [{ type: 'xstate.done.actor.submitBooking', output: { id: 41, seats_left: null } }],
      'xstate.error.actor.submitBooking': [
        { type: 'xstate.error.actor.submitBooking', error: conflict },
        { type: 'xstate.error.actor.submitBooking', error: refusedByServer },
        { type: 'xstate.error.actor.submitBooking', error: new TypeError('Failed to fetch') },
      ],
    },
    // `resets` only grows; whether the form was ever reset is what the model follows (and whether her details and a booking are known).
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.draft !== null,
        snapshot.context.issues,
        snapshot.context.failure,
        snapshot.context.resets > 0,
        snapshot.context.person !== null,
        snapshot.context.booked !== null,
      ]),
  };
}
