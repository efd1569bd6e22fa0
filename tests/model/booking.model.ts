import type { ModelOptions } from './paths';
import { bookingMachine, type BookingInput } from '../../src/machines/booking';
import type { BookingDraft } from '../../src/domain/booking';
import type { SendFailure } from '../../src/domain/contact-fields';

// The booking form's model, for a signed-in shopper or a visitor: what the path tests (booking.test.ts) and
// the flow studio's path list generate from.
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
  openingHours: { week: { start: 9, end: 20 }, weekend: { start: 11, end: 15 } },
};
export const pastHour = { path: 'service_hour', message: 'The chosen time is earlier than the current time' };
export const conflict: SendFailure = { reason: 'conflict', fields: [] };
export const refusedByServer: SendFailure = { reason: 'invalid', fields: [{ path: 'service_hour', message: 'The shop is closed at this time' }] };

type Snapshot = ReturnType<typeof bookingMachine.transition>;

export const signedIn: BookingInput = { session: { getSnapshot: () => ({ context: { user: { uid: 'uid-awa' } } }) } };
export const visitor: BookingInput = { session: { getSnapshot: () => ({ context: { user: null } }) } };

export function bookingModelOf(name: string, input: BookingInput): ModelOptions<typeof bookingMachine> {
  return {
    name,
    machine: bookingMachine,
    input,
  events: {
    SUBMIT: [{ type: 'SUBMIT', draft }],
    'xstate.done.actor.validateBooking': [
      { type: 'xstate.done.actor.validateBooking', output: [] },
      { type: 'xstate.done.actor.validateBooking', output: [pastHour] },
    ],
    'xstate.error.actor.validateBooking': [{ type: 'xstate.error.actor.validateBooking', error: new Error('clock unavailable') }],
    'xstate.done.actor.submitBooking': [{ type: 'xstate.done.actor.submitBooking', output: { id: 41 } }],
    'xstate.error.actor.submitBooking': [
      { type: 'xstate.error.actor.submitBooking', error: conflict },
      { type: 'xstate.error.actor.submitBooking', error: refusedByServer },
      { type: 'xstate.error.actor.submitBooking', error: new TypeError('Failed to fetch') },
    ],
  },
  // `resets` only grows; whether the form was ever reset is what the model follows.
  serializeState: (snapshot: Snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.draft !== null, snapshot.context.issues, snapshot.context.failure, snapshot.context.resets > 0]),
  };
}
