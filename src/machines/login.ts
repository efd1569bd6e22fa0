import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CustomerProfile } from '../domain/customer';
import { signInPhoneNumber, type PhoneCountry } from '../domain/phone';
import { returnPathOf } from '../domain/return-path';
import { resendCountdown } from './resend-countdown';

/**
 * The sign-in flow of spec §4: phone entry → SMS code sent → code entry → back where the shopper came
 * from (the account has a display name) or registration → account creation → back where they came from.
 * Its state is what moves the page between /auth/login, /auth/login/verify and /auth/register (see
 * src/views/auth/login-route.ts).
 *
 * Every side effect is an actor or action given with `.provide()` (src/services/auth-login.ts):
 * sending the code (Firebase signInWithPhoneNumber + invisible reCAPTCHA), confirming it, creating the
 * customer record, reloading the page to return to, watching the reCAPTCHA expire and watching who is
 * signed in (sessionWatch, which sends USER_CHANGED).
 *
 * A message stays until the shopper acts (types again, sends again: issue 16); on the code screen a new
 * code may be asked for once its countdown (resendCountdown, `resendDelayMs`) has run out.
 */

/**
 * Which message the flow shows (spec §8); 'failed' is the one message for send, confirm and registration
 * failures, except when the sign-in service could not be reached at all: 'unreachable' stays until retried.
 */
export type LoginError = 'invalidPhone' | 'failed' | 'invalidCode' | 'recaptchaExpired' | 'unreachable';

/**
 * What the sendCode and confirmCode implementations throw when the sign-in (identity) service cannot be
 * reached — the network, or the Auth emulator not running — rather than refusing: a message that goes
 * after 3 s would leave the shopper with nothing to do, so the flow waits for a retry instead.
 */
export class IdentityServiceUnreachable extends Error {
  override name = 'IdentityServiceUnreachable';
  constructor(options?: { cause?: unknown }) {
    super('The sign-in service cannot be reached.', options);
  }
}

/** The account after a code was confirmed, or as the session reports it. */
export interface LoginUser {
  uid: string;
  displayName: string | null;
  /** The account holds a staff role: staff go on to the page they came for (the back office) without registering. */
  staff?: boolean;
}

/** What confirming a code tells: signed in, or the code was refused (wrong or expired). */
export type CodeCheck = { kind: 'verified'; user: LoginUser } | { kind: 'rejected' };

/** The screen the flow opens on: the page the shopper landed on. */
export type LoginStart = 'phoneEntry' | 'codeEntry' | 'registration';

export type LoginEvent =
  | { type: 'SUBMIT_PHONE'; country: PhoneCountry; number: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'REGISTER'; profile: CustomerProfile }
  /** Sent by the sessionWatch actor whenever sign-in changes (once the session has loaded). */
  | { type: 'USER_CHANGED'; user: LoginUser | null }
  /** The shopper changes what they typed: the message they answer goes. */
  | { type: 'EDIT' }
  /** Send a new SMS code to the same number. */
  | { type: 'RESEND_CODE' }
  | { type: 'RECAPTCHA_EXPIRED' }
  /** Try again what could not reach the sign-in service. */
  | { type: 'RETRY' };

/** Where the visit starts, and the page it came from (`?returnTo=`, '/' when absent; checked here). */
export interface LoginInput {
  start?: LoginStart;
  returnTo?: string | null;
}

export interface LoginContext {
  start: LoginStart;
  /** The same-site page the flow ends on (src/domain/return-path.ts): '/' unless a safe one was given. */
  returnTo: string;
  /** E.164, kept for the code screen ("sent to …"). */
  phoneNumber: string | null;
  /** Firebase's verification id: what "the confirmation result" is, kept between the phone and code screens. */
  verificationId: string | null;
  error: LoginError | null;
  /** The code screen offers to send a new code (its countdown has run out since the code screen was reached). */
  resendAllowed: boolean;
}

const notProvided = (name: string) => () => {
  throw new Error(`login machine: provide the "${name}" implementation`);
};

const needsProfile = (user: LoginUser | null) => user !== null && !user.displayName && user.staff !== true;

const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput | undefined,
    // Each invoked actor by its id, so a page reads the countdown's own snapshot.
    children: {} as {
      recaptchaExpiry: 'recaptchaExpiry';
      sessionWatch: 'sessionWatch';
      sendCode: 'sendCode';
      resendCode: 'sendCode';
      confirmCode: 'confirmCode';
      register: 'register';
      resendCountdown: 'resendCountdown';
    },
  },
  actors: {
    sendCode: fromPromise<{ verificationId: string }, { phoneNumber: string }>(notProvided('sendCode')),
    confirmCode: fromPromise<CodeCheck, { verificationId: string; code: string }>(notProvided('confirmCode')),
    register: fromPromise<void, CustomerProfile>(notProvided('register')),
    /** Sends RECAPTCHA_EXPIRED when the invisible bot check's answer expires. */
    recaptchaExpiry: fromCallback<LoginEvent>(() => undefined),
    /** Sends USER_CHANGED once the session knows who is signed in, then on every change. */
    sessionWatch: fromCallback<LoginEvent>(() => undefined),
    resendCountdown,
  },
  actions: {
    /** The browser reloads to `path` so the whole shop starts over with the new display name (spec §2). */
    reloadTo: (_: unknown, _params: { path: string }): void => notProvided('reloadTo')(),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: LoginError }) => ({ error: params.error })),
    allowResend: assign({ resendAllowed: true }),
    rememberCode: assign({ verificationId: (_, params: { verificationId: string }) => params.verificationId, resendAllowed: false }),
  },
  guards: {
    startsAt: ({ context }, params: { start: LoginStart }) => context.start === params.start,
    validPhone: ({ event }) => event.type === 'SUBMIT_PHONE' && signInPhoneNumber(event.number, event.country) !== null,
    hasConfirmation: ({ context }) => context.verificationId !== null,
    codeRejected: (_, params: { check: CodeCheck }) => params.check.kind === 'rejected',
    nameOrStaff: (_, params: { check: CodeCheck }) => params.check.kind === 'verified' && !needsProfile(params.check.user),
    needsProfile: ({ event }) => event.type === 'USER_CHANGED' && needsProfile(event.user),
    cannotRegister: ({ event }) => event.type === 'USER_CHANGED' && !needsProfile(event.user),
    unreachable: (_, params: { error: unknown }) => params.error instanceof IdentityServiceUnreachable,
    canResend: ({ context }) => context.resendAllowed && context.phoneNumber !== null,
  },
});

type LoginStates = NonNullable<Parameters<typeof loginSetup.createStateConfig>[0]['states']>;

/**
 * A screen's message (spec §8), the same on each screen: none, or one that stays until the shopper types again
 * (or sends again: the screen's own events); `more` adds a screen's own, as the sign-in service being unreachable.
 */
function withMessages<More extends LoginStates = Record<never, never>>(more?: More) {
  return loginSetup.createStateConfig({
    initial: 'idle',
    states: {
      idle: { description: 'No message.' },
      showingError: {
        description: 'A message shows until the shopper types again or sends again.',
        on: { EDIT: { target: 'idle', actions: 'clearError' } },
      },
      ...(more as More),
    },
  });
}

/**
 * Sending or checking a code failed: the screen shows 'unreachable' when the sign-in service could not be reached
 * (it stays until a retry), else 'failed'.
 */
function failedOn(screen: 'phoneEntry' | 'codeEntry') {
  return [
    {
      guard: { type: 'unreachable', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      target: `${screen}.unreachable`,
      actions: { type: 'showError', params: { error: 'unreachable' } },
    },
    { target: `${screen}.showingError`, actions: { type: 'showError', params: { error: 'failed' } } },
  ] as const;
}

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  description: 'Sign-in by phone number and SMS code.',
  context: ({ input }) => ({
    start: input?.start ?? 'phoneEntry',
    // Whatever the URL said, only a page of this shop outside /auth is kept: no open redirect.
    returnTo: returnPathOf(input?.returnTo),
    phoneNumber: null,
    verificationId: null,
    error: null,
    resendAllowed: false,
  }),
  invoke: [
    { id: 'recaptchaExpiry', src: 'recaptchaExpiry' },
    { id: 'sessionWatch', src: 'sessionWatch' },
  ],
  initial: 'starting',
  states: {
    starting: {
      description: 'Which page did the shopper open?',
      always: [
        { guard: { type: 'startsAt', params: { start: 'codeEntry' } }, target: 'codeEntry' },
        { guard: { type: 'startsAt', params: { start: 'registration' } }, target: 'registration' },
        { target: 'phoneEntry' },
      ],
    },
    phoneEntry: {
      description: 'The shopper types a phone number (/auth/login).',
      ...withMessages({
        unreachable: {
          description: 'The sign-in service could not be reached: the message stays until the shopper tries again.',
          on: { RETRY: { target: '#login.sendingCode', actions: 'clearError' } },
        },
      }),
      on: {
        SUBMIT_PHONE: [
          {
            guard: 'validPhone',
            target: 'sendingCode',
            actions: assign({ phoneNumber: ({ event }) => signInPhoneNumber(event.number, event.country), error: null }),
          },
          { target: '.showingError', actions: { type: 'showError', params: { error: 'invalidPhone' } } },
        ],
        USER_CHANGED: { guard: 'needsProfile', target: 'registration', actions: 'clearError' },
        RECAPTCHA_EXPIRED: 'recaptchaExpired',
      },
    },
    sendingCode: {
      description: 'Sending the SMS code.',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber ?? '' }),
        onDone: { target: 'codeEntry', actions: { type: 'rememberCode', params: ({ event }) => event.output } },
        onError: failedOn('phoneEntry'),
      },
      on: { RECAPTCHA_EXPIRED: 'recaptchaExpired' },
    },
    codeEntry: {
      description: 'The shopper types the SMS code (/auth/login/verify).',
      // The code typed is still in the form: sending it again is the retry.
      ...withMessages({
        unreachable: { description: 'The sign-in service could not be reached: the message stays until the code is sent again.' },
      }),
      // Counted from each arrival on the code screen, so from the last code sent; the page shows its seconds.
      invoke: { id: 'resendCountdown', src: 'resendCountdown', onDone: { actions: 'allowResend' } },
      on: {
        RESEND_CODE: { guard: 'canResend', target: 'resendingCode', actions: 'clearError' },
        SUBMIT_CODE: [
          { guard: 'hasConfirmation', target: 'verifying', actions: 'clearError' },
          // Reached the code screen without a code being sent (e.g. opened the link directly): spec §5.
          { target: '.showingError', actions: { type: 'showError', params: { error: 'invalidCode' } } },
        ],
        CHANGE_NUMBER: { target: 'phoneEntry', actions: 'clearError' },
        USER_CHANGED: { guard: 'needsProfile', target: 'registration', actions: 'clearError' },
      },
    },
    resendingCode: {
      description: 'Sending a new SMS code to the same number; the code screen stays.',
      invoke: {
        id: 'resendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber ?? '' }),
        onDone: { target: 'codeEntry', actions: { type: 'rememberCode', params: ({ event }) => event.output } },
        onError: failedOn('codeEntry'),
      },
    },
    verifying: {
      description: 'Checking the code.',
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context, event }) => ({
          verificationId: context.verificationId ?? '',
          code: event.type === 'SUBMIT_CODE' ? event.code : '',
        }),
        onDone: [
          {
            guard: { type: 'codeRejected', params: ({ event }) => ({ check: event.output }) },
            target: 'codeEntry.showingError',
            actions: { type: 'showError', params: { error: 'invalidCode' } },
          },
          { guard: { type: 'nameOrStaff', params: ({ event }) => ({ check: event.output }) }, target: 'signedIn' },
          { target: 'registration' },
        ],
        onError: failedOn('codeEntry'),
      },
    },
    registration: {
      description: 'The shopper gives a name to the new account (/auth/register).',
      ...withMessages(),
      on: {
        REGISTER: { target: 'registering', actions: 'clearError' },
        // Nobody signed in (or an account that already has its name): nothing to register, leave (spec §2).
        USER_CHANGED: { guard: 'cannotRegister', target: 'leaving', actions: 'clearError' },
      },
    },
    registering: {
      description: 'Creating the customer record.',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          if (event.type !== 'REGISTER') throw new Error('registering is entered by REGISTER only');
          return event.profile;
        },
        onDone: 'registered',
        onError: { target: 'registration.showingError', actions: { type: 'showError', params: { error: 'failed' } } },
      },
    },
    /** Code confirmed for an account with a display name: back to context.returnTo. */
    signedIn: { type: 'final', description: 'Signed in: back to the page the shopper came from.' },
    /** Customer created and display name set: the browser reloads to context.returnTo. */
    registered: {
      type: 'final',
      description: 'Registered: the shop reloads on the page the shopper came from.',
      entry: { type: 'reloadTo', params: ({ context }) => ({ path: context.returnTo }) },
    },
    /** Registration without anyone to register: back to context.returnTo. */
    leaving: { type: 'final', description: 'Nothing to register: back to the page the shopper came from.' },
    /** The bot check's answer expired before the code was sent; only a reload gets a new one (spec §8). */
    recaptchaExpired: {
      description: 'The robot check expired: only a reload gets a new one.',
      entry: { type: 'showError', params: { error: 'recaptchaExpired' } },
    },
  },
});
