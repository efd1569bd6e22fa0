import { expect } from 'vitest';
import { fromCallback } from 'xstate';
import { describeModel } from './harness';
import { sessionMachine, type SessionEvent, type SessionUser } from '../../src/machines/session';
import type { Customer } from '../../src/domain/customer';

type Snapshot = ReturnType<typeof sessionMachine.transition>;

const awa: SessionUser = { uid: 'uid-awa', displayName: 'Awa Diop', phoneNumber: '+221771234567' };
const newcomer: SessionUser = { uid: 'uid-awa', displayName: null, phoneNumber: '+221771234567' };
const moussa: SessionUser = { uid: 'uid-moussa', displayName: 'Moussa Sarr', phoneNumber: '+221781234567' };
const customerOf = (user: SessionUser): Customer => ({
  id: user.uid === awa.uid ? 1 : 2,
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  address: 'Rue 10, Médina, Dakar',
  auth_id: user.uid,
  phone: user.phoneNumber ?? '',
});

describeModel({
  name: 'session',
  machine: sessionMachine,
  // The auth-state listener is a callback actor: its AUTH_CHANGED events are supplied below.
  provide: { actors: { authState: fromCallback<SessionEvent>(() => undefined) } },
  events: {
    AUTH_CHANGED: [
      { type: 'AUTH_CHANGED', user: null },
      { type: 'AUTH_CHANGED', user: awa },
      { type: 'AUTH_CHANGED', user: newcomer },
      { type: 'AUTH_CHANGED', user: moussa },
    ],
    // The fake API answers the record of whoever asked (or none, for an account that never registered).
    'xstate.done.actor.fetchCustomer': (snapshot) => [
      { type: 'xstate.done.actor.fetchCustomer', output: snapshot.context.user ? customerOf(snapshot.context.user) : null },
      { type: 'xstate.done.actor.fetchCustomer', output: null },
    ],
    'xstate.error.actor.fetchCustomer': [{ type: 'xstate.error.actor.fetchCustomer', error: new Error('offline') }],
    'xstate.done.actor.signOut': [{ type: 'xstate.done.actor.signOut', output: undefined }],
    'xstate.error.actor.signOut': [{ type: 'xstate.error.actor.signOut', error: new Error('auth/network-request-failed') }],
  },
  check: (snapshot: Snapshot, { event, previous, invocations }) => {
    const { user, customer } = snapshot.context;

    // Loading lasts until Firebase tells the auth state for the first time (spec §4).
    if (!previous) expect(snapshot.value).toBe('loading');
    if (event.type === 'AUTH_CHANGED') expect(snapshot.matches('loading')).toBe(false);

    if (snapshot.matches('signedOut') || snapshot.matches('loading')) {
      expect(user).toBeNull();
      expect(customer).toBeNull();
    }
    if (snapshot.matches('signedIn') || snapshot.matches('signingOut')) expect(user).not.toBeNull();

    // Without a display name the shopper has to register (the app sends them to /auth/register).
    if (snapshot.matches('signedIn')) expect(snapshot.matches({ signedIn: 'noProfile' })).toBe(!user?.displayName);

    // The customer is only ever the signed-in user's own, picked by auth_id.
    if (customer) expect(customer.auth_id).toBe(user?.uid);
    if (snapshot.matches({ signedIn: 'noProfile' })) expect(customer).toBeNull();

    // The record is asked for the user who is signed in.
    if (snapshot.matches({ signedIn: { profile: 'loadingCustomer' } })) {
      expect(invocations.at(-1)).toMatchObject({ src: 'fetchCustomer', input: { uid: user?.uid } });
    }
    if (snapshot.matches('signingOut')) expect(invocations.at(-1)).toMatchObject({ src: 'signOut' });
  },
});
