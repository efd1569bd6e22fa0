import { assign, fromPromise, setup } from 'xstate';
import { draftOf, submissionIssues, type BookingDraft, type BookingRequest, type BookingSubmission, type CreatedResponse } from '../domain/booking';
import { sendFailureOf, type FieldMessage, type SendFailure } from '../domain/contact-fields';

/**
 * One booking form — an event's on the home page, or the service page's (spec §2, §5, §8):
 *
 *   editing --SUBMIT [breaks a rule]--> editing (messages next to their fields)
 *   editing --SUBMIT--> submitting --201--> success --3 s--> editing
 *                           | refused/offline
 *                           v
 *                        failure (keeps the values; SUBMIT tries again)
 *
 * The form sends what was typed; this machine is the one place spec §5's rules are applied to it, on
 * the shop's clock as the device reads it (`now`, given as input so the model tests run on a fixed
 * time). Entering `success` resets the form (spec §4: "success resets the form") while the message
 * shows for 3 s. `auth_id` is read from the session actor (the root's `session` child) when the
 * booking is sent, so a sign-in that happens while the form is open still counts.
 */

/** What the flow reads of the session actor: the signed-in user's uid, if any. */
export interface SessionReader {
  getSnapshot(): { context: { user: { uid: string } | null } };
}

export interface BookingInput {
  session: SessionReader | null;
  /** The current time, for the day and time rules. */
  now: () => Date;
}

export interface BookingContext {
  session: SessionReader | null;
  now: () => Date;
  /** The booking being sent, or the last one the server refused. */
  draft: BookingDraft | null;
  /** Messages of the rules the booking broke, or the server's, next to their fields. */
  issues: FieldMessage[];
  failure: SendFailure | null;
  /** Grows each time the form must be emptied; the view resets its fields when it changes. */
  resets: number;
}

export type BookingEvent = { type: 'SUBMIT'; submission: BookingSubmission };

const notProvided = (name: string) => () => {
  throw new Error(`booking machine: provide the "${name}" implementation`);
};

/** Wherever the form is sent from: a booking breaking a rule stays to be fixed, any other is sent. */
const sendForm = [
  { guard: 'hasIssues', target: 'editing', actions: 'showIssues' },
  { target: 'submitting', actions: 'takeDraft' },
] as const;

export const bookingMachine = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    /** POST /bookings; rejects with a SendFailure. */
    submitBooking: fromPromise<CreatedResponse['data'], BookingRequest>(notProvided('submitBooking')),
  },
  actions: {
    // Time only moves forward: a booking the guard found broken is still broken a moment later.
    showIssues: assign({
      draft: null,
      issues: ({ context, event }) => submissionIssues(event.submission, context.now()),
      failure: null,
    }),
    takeDraft: assign({ draft: ({ event }) => draftOf(event.submission), issues: [], failure: null }),
    showFailure: assign((_, failure: SendFailure) => ({ failure, issues: failure.fields })),
    resetForm: assign({ draft: null, issues: [], failure: null, resets: ({ context }) => context.resets + 1 }),
  },
  guards: {
    hasIssues: ({ context, event }) => submissionIssues(event.submission, context.now()).length > 0,
  },
  delays: {
    /** Spec §8: the booking success message shows for 3 s. */
    successMessage: 3_000,
  },
}).createMachine({
  id: 'booking',
  description: 'One booking form: an event on the home page, or a service page.',
  context: ({ input }) => ({ session: input.session, now: input.now, draft: null, issues: [], failure: null, resets: 0 }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills in the booking form.',
      on: { SUBMIT: sendForm },
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
      on: { SUBMIT: sendForm },
    },
    failure: {
      description: 'The booking could not be sent; the form keeps its values.',
      on: { SUBMIT: sendForm },
    },
  },
});
