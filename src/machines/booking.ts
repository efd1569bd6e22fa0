import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  draftOf,
  receiptOf,
  submissionIssues,
  type BookingCreated,
  type BookingDraft,
  type BookingReceipt,
  type BookingRequest,
  type BookingSubmission,
} from '../domain/booking';
import { sendFailureOf, type FieldMessage, type SendFailure } from '../domain/contact-fields';
import type { PersonDetails } from '../domain/person-prefill';

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
 *
 * Issue 21: the form starts with the signed-in shopper's details (`person`, from her customer record, which
 * the `customerWatch` actor reports as CUSTOMER_KNOWN whenever it changes), and starts with them again when
 * it is emptied; a booking the shop took stays in view (`booked`) once its 3-second message is gone.
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
  /** The signed-in shopper's details the form starts with (her customer record); null for a visitor. */
  person: PersonDetails | null;
  /** The last booking the shop took from this form: what, when, where. */
  booked: BookingReceipt | null;
}

export type BookingEvent =
  | { type: 'SUBMIT'; submission: BookingSubmission }
  /** The session knows the shopper's customer record (or that there is none): her details for the form. */
  | { type: 'CUSTOMER_KNOWN'; person: PersonDetails | null };

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
    submitBooking: fromPromise<BookingCreated, BookingRequest>(notProvided('submitBooking')),
    /** Sends CUSTOMER_KNOWN once the session knows who is signed in, then on every change of her record. */
    customerWatch: fromCallback<BookingEvent>(() => undefined),
  },
  actions: {
    // Time only moves forward: a booking the guard found broken is still broken a moment later.
    rememberPerson: assign({ person: ({ context, event }) => (event.type === 'CUSTOMER_KNOWN' ? event.person : context.person) }),
    keepReceipt: assign({
      booked: ({ context }, created: BookingCreated) => (context.draft ? receiptOf(context.draft, created) : context.booked),
    }),
    showIssues: assign({
      draft: null,
      issues: ({ context, event }) => (event.type === 'SUBMIT' ? submissionIssues(event.submission, context.now()) : context.issues),
      failure: null,
    }),
    takeDraft: assign({
      draft: ({ context, event }) => (event.type === 'SUBMIT' ? draftOf(event.submission) : context.draft),
      issues: [],
      failure: null,
    }),
    showFailure: assign((_, failure: SendFailure) => ({ failure, issues: failure.fields })),
    resetForm: assign({ draft: null, issues: [], failure: null, resets: ({ context }) => context.resets + 1 }),
  },
  guards: {
    hasIssues: ({ context, event }) => event.type === 'SUBMIT' && submissionIssues(event.submission, context.now()).length > 0,
  },
  delays: {
    /** Spec §8: the booking success message shows for 3 s. */
    successMessage: 3_000,
  },
}).createMachine({
  id: 'booking',
  description: 'One booking form: an event on the home page, or a service page.',
  context: ({ input }) => ({
    session: input.session,
    now: input.now,
    draft: null,
    issues: [],
    failure: null,
    resets: 0,
    person: null,
    booked: null,
  }),
  invoke: { id: 'customerWatch', src: 'customerWatch' },
  // Whatever the form is doing: what is typed stays; the details are for the next empty form.
  on: { CUSTOMER_KNOWN: { actions: 'rememberPerson' } },
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
        onDone: { target: 'success', actions: [{ type: 'keepReceipt', params: ({ event }) => event.output }, 'resetForm'] },
        onError: {
          target: 'failure',
          actions: { type: 'showFailure', params: ({ event }) => sendFailureOf(event.error) },
        },
      },
    },
    success: {
      description: 'The booking is made: the form is emptied and a message shows for 3 seconds; what was booked stays in view.',
      after: { successMessage: 'editing' },
      on: { SUBMIT: sendForm },
    },
    failure: {
      description: 'The booking could not be sent; the form keeps its values.',
      on: { SUBMIT: sendForm },
    },
  },
});
