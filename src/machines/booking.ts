import { assign, fromPromise, setup } from 'xstate';
import type { BookingDraft, BookingRequest, CreatedResponse } from '../domain/booking';
import { sendFailureOf, type FieldMessage, type SendFailure } from '../domain/contact-fields';

/**
 * One booking form — an event's on the home page, or the service page's (spec §2, §5, §8):
 *
 *   editing --SUBMIT--> validating --valid--> submitting --201--> success --3 s--> editing
 *                          |  invalid             | refused/offline
 *                          v                      v
 *                       editing (messages)     failure (keeps the values; SUBMIT tries again)
 *
 * `validating` runs every rule of spec §5 again on the shop's clock (the form checked them when
 * the button was pressed; the clock may have moved). Entering `success` resets the form (spec §4:
 * "success resets the form") while the message shows for 3 s. `auth_id` is read from the
 * session actor (the root's `session` child) when the booking is sent, so a sign-in that happens
 * while the form is open still counts.
 */

/** What the flow reads of the session actor: the signed-in user's uid, if any. */
export interface SessionReader {
  getSnapshot(): { context: { user: { uid: string } | null } };
}

export interface BookingInput {
  session: SessionReader | null;
}

export interface BookingContext {
  session: SessionReader | null;
  draft: BookingDraft | null;
  /** Messages of the rules the draft broke, next to their fields. */
  issues: FieldMessage[];
  failure: SendFailure | null;
  /** Grows each time the form must be emptied; the view resets its fields when it changes. */
  resets: number;
}

export type BookingEvent = { type: 'SUBMIT'; draft: BookingDraft };

const notProvided = (name: string) => () => {
  throw new Error(`booking machine: provide the "${name}" implementation`);
};

export const bookingMachine = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    /** Every rule of spec §5 at the current time; resolves to the broken rules' messages. */
    validateBooking: fromPromise<FieldMessage[], BookingDraft>(notProvided('validateBooking')),
    /** POST /bookings; rejects with a SendFailure. */
    submitBooking: fromPromise<CreatedResponse['data'], BookingRequest>(notProvided('submitBooking')),
  },
  actions: {
    takeDraft: assign({
      draft: ({ event }) => event.draft,
      issues: [],
      failure: null,
    }),
    showIssues: assign({ issues: (_, issues: FieldMessage[]) => issues }),
    showFailure: assign((_, failure: SendFailure) => ({ failure, issues: failure.fields })),
    resetForm: assign({ draft: null, issues: [], failure: null, resets: ({ context }) => context.resets + 1 }),
  },
  guards: {
    hasIssues: (_, issues: FieldMessage[]) => issues.length > 0,
  },
  delays: {
    /** Spec §8: the booking success message shows for 3 s. */
    successMessage: 3_000,
  },
}).createMachine({
  id: 'booking',
  description: 'One booking form: an event on the home page, or a service page.',
  context: ({ input }) => ({ session: input.session, draft: null, issues: [], failure: null, resets: 0 }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills in the booking form.',
      on: { SUBMIT: { target: 'validating', actions: 'takeDraft' } },
    },
    validating: {
      description: 'Checking the booking rules again at the current time.',
      invoke: {
        id: 'validateBooking',
        src: 'validateBooking',
        input: ({ context }) => context.draft as BookingDraft,
        onDone: [
          {
            guard: { type: 'hasIssues', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'showIssues', params: ({ event }) => event.output },
          },
          { target: 'submitting' },
        ],
        onError: {
          target: 'failure',
          actions: { type: 'showFailure', params: () => ({ reason: 'unavailable', fields: [] }) },
        },
      },
    },
    submitting: {
      description: 'Sending the booking to the shop.',
      invoke: {
        id: 'submitBooking',
        src: 'submitBooking',
        input: ({ context }) => ({
          ...(context.draft as BookingDraft).request,
          auth_id: context.session?.getSnapshot().context.user?.uid ?? '',
        }),
        onDone: { target: 'success', actions: 'resetForm' },
        onError: {
          target: 'failure',
          actions: { type: 'showFailure', params: ({ event }) => sendFailureOf(event.error) },
        },
      },
    },
    success: {
      description: 'The booking is made: the form is emptied and a message shows for 3 seconds.',
      after: { successMessage: 'editing' },
      on: { SUBMIT: { target: 'validating', actions: 'takeDraft' } },
    },
    failure: {
      description: 'The booking could not be sent; the form keeps its values.',
      on: { SUBMIT: { target: 'validating', actions: 'takeDraft' } },
    },
  },
});
