import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { contactFormSchema, contactRequestOf, type ContactForm, type ContactRequest } from '../domain/contact';
import type { CreatedResponse } from '../domain/booking';
import { sendFailureOf, type FieldMessage, type SendFailure } from '../domain/contact-fields';
import type { PersonDetails } from '../domain/person-prefill';

/**
 * The home page's contact form (spec §5, §8):
 *
 *   editing --SUBMIT--> validating --privacy box unticked--> privacyRefused --10 s--> editing
 *                          |--fields invalid--> editing (messages)
 *                          '--valid--> submitting --ok--> success --10 s--> editing
 *                                          '--refused--> failure --10 s--> editing
 *
 * Nothing is sent while the privacy box is unticked. Entering `success` resets the form. The
 * messages stay 10 s, and a new SUBMIT from any of them starts over.
 *
 * Issue 21: the form starts with the signed-in shopper's details (`person`, from her customer record, which
 * the `customerWatch` actor reports as CUSTOMER_KNOWN whenever it changes), and again each time it is emptied.
 */
export interface ContactContext {
  form: ContactForm | null;
  privacyAccepted: boolean;
  issues: FieldMessage[];
  failure: SendFailure | null;
  /** Grows each time the form must be emptied; the view resets its fields when it changes. */
  resets: number;
  /** The signed-in shopper's details the form starts with (her customer record); null for a visitor. */
  person: PersonDetails | null;
}

export type ContactEvent =
  | { type: 'SUBMIT'; form: ContactForm; privacyAccepted: boolean }
  /** The session knows the shopper's customer record (or that there is none): her details for the form. */
  | { type: 'CUSTOMER_KNOWN'; person: PersonDetails | null };

const fieldIssuesOf = (form: ContactForm | null): FieldMessage[] => {
  const parsed = contactFormSchema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const submit = { target: 'validating', actions: 'takeForm' } as const;

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    /** POST /messages; rejects with a SendFailure. */
    sendMessage: fromPromise<CreatedResponse['data'], ContactRequest>(() => {
      throw new Error('contact machine: provide the "sendMessage" implementation');
    }),
    /** Sends CUSTOMER_KNOWN once the session knows who is signed in, then on every change of her record. */
    customerWatch: fromCallback<ContactEvent>(() => undefined),
  },
  actions: {
    rememberPerson: assign({ person: ({ context, event }) => (event.type === 'CUSTOMER_KNOWN' ? event.person : context.person) }),
    takeForm: assign({
      form: ({ context, event }) => (event.type === 'SUBMIT' ? event.form : context.form),
      privacyAccepted: ({ context, event }) => (event.type === 'SUBMIT' ? event.privacyAccepted : context.privacyAccepted),
      issues: [],
      failure: null,
    }),
    showIssues: assign({ issues: ({ context }) => fieldIssuesOf(context.form) }),
    showFailure: assign((_, failure: SendFailure) => ({ failure, issues: failure.fields })),
    resetForm: assign({ form: null, privacyAccepted: false, issues: [], failure: null, resets: ({ context }) => context.resets + 1 }),
  },
  guards: {
    privacyRefused: ({ context }) => !context.privacyAccepted,
    fieldsInvalid: ({ context }) => fieldIssuesOf(context.form).length > 0,
  },
  delays: {
    /** Spec §5/§8: 'Please accept our privacy policy.' shows for 10 s. */
    privacyMessage: 10_000,
    /** Spec §8: the sent and failed messages show for 10 s. */
    resultMessage: 10_000,
  },
}).createMachine({
  id: 'contact',
  description: 'The contact form on the home page.',
  context: { form: null, privacyAccepted: false, issues: [], failure: null, resets: 0, person: null },
  invoke: { id: 'customerWatch', src: 'customerWatch' },
  // Whatever the form is doing: what is typed stays; the details are for the next empty form.
  on: { CUSTOMER_KNOWN: { actions: 'rememberPerson' } },
  initial: 'editing',
  states: {
    editing: { description: 'The shopper fills in the form.', on: { SUBMIT: submit } },
    validating: {
      description: 'Checking the privacy box and the fields.',
      always: [
        { guard: 'privacyRefused', target: 'privacyRefused' },
        { guard: 'fieldsInvalid', target: 'editing', actions: 'showIssues' },
        { target: 'submitting' },
      ],
    },
    privacyRefused: {
      description: '"Please accept our privacy policy" shows for 10 seconds.',
      after: { privacyMessage: 'editing' },
      on: { SUBMIT: submit },
    },
    submitting: {
      description: 'Sending the message to the shop.',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => contactRequestOf(context.form as ContactForm),
        onDone: { target: 'success', actions: 'resetForm' },
        onError: { target: 'failure', actions: { type: 'showFailure', params: ({ event }) => sendFailureOf(event.error) } },
      },
    },
    success: {
      description: 'The message is sent: the form is emptied and a thank-you shows for 10 seconds.',
      after: { resultMessage: 'editing' },
      on: { SUBMIT: submit },
    },
    failure: {
      description: 'The message could not be sent: an error shows for 10 seconds.',
      after: { resultMessage: 'editing' },
      on: { SUBMIT: submit },
    },
  },
});
