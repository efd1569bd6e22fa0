import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from './harness';
import { bookingMachine, type BookingInput } from '../../src/machines/booking';
import type { BookingDraft, BookingRequest } from '../../src/domain/booking';
import type { FieldMessage, SendFailure } from '../../src/domain/contact-fields';

const draft: BookingDraft = {
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
const pastHour = { path: 'service_hour', message: 'The chosen time is earlier than the current time' };
const conflict: SendFailure = { reason: 'conflict', fields: [] };
const refusedByServer: SendFailure = { reason: 'invalid', fields: [{ path: 'service_hour', message: 'The shop is closed at this time' }] };

type Snapshot = ReturnType<typeof bookingMachine.transition>;

const signedIn: BookingInput = { session: { getSnapshot: () => ({ context: { user: { uid: 'uid-awa' } } }) } };
const visitor: BookingInput = { session: { getSnapshot: () => ({ context: { user: null } }) } };

function bookingModel(name: string, input: BookingInput, authId: string) {
  describeModel({
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
    check: (snapshot: Snapshot, { event, previous, invocations }) => {
      const { context } = snapshot;
      if (snapshot.matches('submitting')) {
        // The payload of spec §3: the form's fields plus the session's uid, or '' for a visitor.
        expect(invocations.at(-1)).toEqual({ src: 'submitBooking', id: 'submitBooking', input: { ...draft.request, auth_id: authId } });
      }
      if (snapshot.matches('validating')) expect(invocations.at(-1)).toMatchObject({ src: 'validateBooking', input: draft });
      if (event.type === 'xstate.done.actor.submitBooking') {
        expect(snapshot.value).toBe('success');
        // The form is emptied as the message appears.
        expect(context.resets).toBe((previous?.context.resets ?? 0) + 1);
        expect(context.draft).toBeNull();
      }
      if (event.type.startsWith('xstate.after.successMessage')) expect(snapshot.value).toBe('editing');
      if (snapshot.matches('failure')) {
        // A failure keeps what was typed so the shopper can try again.
        expect(context.draft).toEqual(draft);
        expect(context.resets).toBe(previous?.context.resets);
        expect(context.failure?.reason).toMatch(/conflict|invalid|unavailable/);
        expect(context.issues).toEqual(context.failure?.fields);
      }
      if (event.type === 'xstate.error.actor.submitBooking' && (event as { error?: unknown }).error instanceof TypeError) {
        expect(context.failure).toEqual({ reason: 'unavailable', fields: [] });
      }
      if (event.type === 'xstate.done.actor.validateBooking') {
        const output = (event as unknown as { output: unknown[] }).output;
        expect(snapshot.value).toBe(output.length ? 'editing' : 'submitting');
        if (output.length) expect(context.issues).toEqual([pastHour]);
      }
      if (event.type === 'SUBMIT') {
        expect(context.issues).toEqual([]);
        expect(context.failure).toBeNull();
      }
    },
  });
}

bookingModel('booking (signed in)', signedIn, 'uid-awa');
bookingModel('booking (visitor)', visitor, '');

describe('booking timers on a simulated clock', () => {
  /** A visitor's booking actor on a simulated clock, once one SUBMIT has been checked and sent through `submit`. */
  const submittedOnClock = async (submit: () => Promise<{ id: number }>) => {
    const clock = new SimulatedClock();
    const actor = createActor(
      bookingMachine.provide({
        actors: {
          validateBooking: fromPromise<FieldMessage[], BookingDraft>(async () => []),
          submitBooking: fromPromise<{ id: number }, BookingRequest>(submit),
        },
      }),
      { input: { session: null }, clock },
    ).start();
    actor.send({ type: 'SUBMIT', draft });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { clock, actor };
  };

  it('shows the success message for exactly 3 s', async () => {
    const { clock, actor } = await submittedOnClock(async () => ({ id: 1 }));
    expect(actor.getSnapshot().value).toBe('success');
    clock.increment(2_999);
    expect(actor.getSnapshot().value).toBe('success');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.stop();
  });

  it('keeps a failure on screen until the shopper sends again', async () => {
    const { clock, actor } = await submittedOnClock(async () => {
      throw conflict;
    });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.failure).toEqual(conflict);
    actor.stop();
  });
});
