import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from './harness';
import {
  awa,
  bookingModelOf,
  conflict,
  draft,
  modelNow,
  pastDay,
  pastDaySubmission,
  receipt,
  signedIn,
  submission,
  visitor,
} from './booking.model';
import { bookingMachine, type BookingInput } from '../../src/machines/booking';
import type { BookingRequest } from '../../src/domain/booking';

type Snapshot = ReturnType<typeof bookingMachine.transition>;

function bookingModel(name: string, input: BookingInput, authId: string) {
  describeModel({
    ...bookingModelOf(name, input),
    check: (snapshot: Snapshot, { event, previous, invocations }) => {
      const { context } = snapshot;
      if (snapshot.matches('submitting')) {
        // The payload of spec §3: the form's fields plus the session's uid, or '' for a visitor.
        expect(invocations.at(-1)).toEqual({ src: 'submitBooking', id: 'submitBooking', input: { ...draft.request, auth_id: authId } });
      }
      if (event.type === 'xstate.done.actor.submitBooking') {
        expect(snapshot.value).toBe('success');
        // The form is emptied as the message appears.
        expect(context.resets).toBe((previous?.context.resets ?? 0) + 1);
        expect(context.draft).toBeNull();
        // Issue 21: what was booked, when and where stays in view after the message.
        expect(context.booked).toEqual(receipt);
      } else {
        // Only a booking the shop took changes what stays in view; nothing else forgets it.
        expect(context.booked).toEqual(previous?.context.booked ?? null);
      }
      if (event.type === 'CUSTOMER_KNOWN') {
        // Her details are remembered for the form, whatever it is doing, and nothing else changes.
        const { person } = event as { person: unknown };
        expect(context.person).toEqual(person);
        expect(snapshot.value).toBe(previous?.value);
        expect({ ...context, person: null }).toEqual({ ...previous?.context, person: null });
      } else {
        expect(context.person).toEqual(previous?.context.person ?? null);
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
      if (event.type === 'SUBMIT') {
        // The rules on the model's clock: a day before today stays to be fixed, with its message by the date.
        const broken = (event as { submission?: unknown }).submission === pastDaySubmission;
        expect(snapshot.value).toBe(broken ? 'editing' : 'submitting');
        expect(context.issues).toEqual(broken ? [pastDay] : []);
        expect(context.draft).toEqual(broken ? null : draft);
        expect(context.failure).toBeNull();
      }
    },
  });
}

bookingModel('booking (signed in)', signedIn, 'uid-awa');
bookingModel('booking (visitor)', visitor, '');

describe('a signed-in shopper’s details (issue 21)', () => {
  it('are what the form starts with, and starts with again once a booking empties it', async () => {
    const actor = createActor(
      bookingMachine.provide({
        actors: {
          submitBooking: fromPromise<{ id: number; seats_left: number | null }, BookingRequest>(async () => ({ id: 41, seats_left: 14 })),
        },
      }),
      {
        input: signedIn,
      },
    ).start();
    expect(actor.getSnapshot().context.person).toBeNull();
    actor.send({ type: 'CUSTOMER_KNOWN', person: awa });
    expect(actor.getSnapshot().context.person).toEqual(awa);
    actor.send({ type: 'SUBMIT', submission });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context).toMatchObject({ resets: 1, person: awa, booked: receipt });
    actor.stop();
  });
});

describe('booking timers on a simulated clock', () => {
  /** A visitor's booking actor on a simulated clock, once one SUBMIT has been sent through `submit`. */
  const submittedOnClock = async (submit: () => Promise<{ id: number; seats_left: number | null }>) => {
    const clock = new SimulatedClock();
    const actor = createActor(
      bookingMachine.provide({ actors: { submitBooking: fromPromise<{ id: number; seats_left: number | null }, BookingRequest>(submit) } }),
      { input: { session: null, now: modelNow }, clock },
    ).start();
    actor.send({ type: 'SUBMIT', submission });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { clock, actor };
  };

  it('shows the success message for exactly 3 s', async () => {
    const { clock, actor } = await submittedOnClock(async () => ({ id: 1, seats_left: null }));
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
