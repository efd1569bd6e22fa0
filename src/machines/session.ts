import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Customer } from '../domain/customer';

/**
 * Who is signed in, for the whole visit (a child of the root actor, systemId 'session').
 *
 * - loading until the auth state is first reported (spec §4: the loading flag) — at once, as signed out,
 *   in a browser that has no signed-in account (src/services/firebase.ts does not load Firebase there);
 * - signedIn.profile: the account has a display name; its customer record is fetched by auth_id;
 * - signedIn.noProfile: signed in but never registered — the app sends the shopper to /auth/register; a staff
 *   member without a name is not sent there (staff need no delivery address): they go on as profile;
 * - SIGN_OUT signs out through Firebase.
 * Real services (src/services/auth-session.ts) are given with `.provide()` in src/actors/root-logic.ts.
 */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  phoneNumber: string | null;
  /** The account holds a staff role (a Firebase custom claim): the back office asks no shopper's registration of it. */
  staff?: boolean;
}

export type SessionEvent =
  | { type: 'AUTH_CHANGED'; user: SessionUser | null }
  | { type: 'SIGN_OUT' }
  /** Fetch the customer record again, e.g. after it was created or changed. */
  | { type: 'REFRESH_CUSTOMER' };

export interface SessionContext {
  user: SessionUser | null;
  /** The caller's customer record, or null when none exists (yet) or it could not be loaded. */
  customer: Customer | null;
}

const notProvided = (name: string) => () => {
  throw new Error(`session machine: provide the "${name}" implementation`);
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Sends AUTH_CHANGED on every sign-in change, starting with the current state. */
    authState: fromCallback<SessionEvent>(() => undefined),
    fetchCustomer: fromPromise<Customer | null, { uid: string }>(notProvided('fetchCustomer')),
    signOut: fromPromise<void>(notProvided('signOut')),
  },
  actions: {
    storeUser: assign({ user: ({ event }) => (event.type === 'AUTH_CHANGED' ? event.user : null), customer: null }),
    forget: assign({ user: null, customer: null }),
  },
  guards: {
    hasUser: ({ event }) => event.type === 'AUTH_CHANGED' && event.user !== null,
    signedOutEvent: ({ event }) => event.type === 'AUTH_CHANGED' && event.user === null,
    nameOrStaff: ({ context }) => Boolean(context.user?.displayName) || context.user?.staff === true,
  },
  delays: {
    /** A customer record that failed to load is asked for again after this long. */
    customerRetry: 10_000,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in, for the whole visit.',
  context: { user: null, customer: null },
  invoke: { id: 'authState', src: 'authState' },
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting to learn whether someone is signed in.',
      on: {
        AUTH_CHANGED: [{ guard: 'hasUser', target: 'signedIn', actions: 'storeUser' }, { target: 'signedOut' }],
      },
    },
    signedOut: {
      description: 'Nobody is signed in.',
      entry: 'forget',
      on: { AUTH_CHANGED: { guard: 'hasUser', target: 'signedIn', actions: 'storeUser' } },
    },
    signedIn: {
      description: 'Someone is signed in.',
      initial: 'checkingProfile',
      states: {
        checkingProfile: {
          description: 'Does the account have a name, or a staff role?',
          always: [{ guard: 'nameOrStaff', target: 'profile' }, { target: 'noProfile' }],
        },
        noProfile: { description: 'A shopper’s account without a name yet: the shop asks the shopper to register.' },
        profile: {
          description: 'The account has a name; its customer record is loaded.',
          initial: 'loadingCustomer',
          states: {
            loadingCustomer: {
              description: 'Loading the customer record.',
              invoke: {
                id: 'fetchCustomer',
                src: 'fetchCustomer',
                input: ({ context }) => ({ uid: context.user?.uid ?? '' }),
                onDone: { target: 'ready', actions: assign({ customer: ({ event }) => event.output }) },
                onError: 'unavailable',
              },
            },
            ready: { description: 'The customer record is loaded.' },
            unavailable: {
              description: 'The customer record could not be loaded; the shop asks again after 10 seconds.',
              after: { customerRetry: 'loadingCustomer' },
            },
          },
          on: { REFRESH_CUSTOMER: '.loadingCustomer' },
        },
      },
      on: {
        // Another account (or the same one signed in again): start over with it.
        AUTH_CHANGED: [{ guard: 'hasUser', target: 'signedIn', reenter: true, actions: 'storeUser' }, { target: 'signedOut' }],
        SIGN_OUT: 'signingOut',
      },
    },
    signingOut: {
      description: 'Signing out.',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: 'signedOut',
        // Still signed in: show it as it is.
        onError: 'signedIn',
      },
      on: { AUTH_CHANGED: { guard: 'signedOutEvent', target: 'signedOut' } },
    },
  },
});
