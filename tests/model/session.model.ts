import { fromCallback } from 'xstate';
import type { ModelOptions } from './paths';
import { sessionMachine, type SessionEvent, type SessionUser } from '../../src/machines/session';
import type { Customer } from '../../src/domain/customer';

// The session's model: what the path tests (session.test.ts) and the flow studio's path list generate from.
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

export const sessionModel: ModelOptions<typeof sessionMachine> = {
  name: 'session',
  machine: sessionMachine,
  // The auth-state listener is a callback actor: its AUTH_CHANGED events are supplied below.
  provide: { actors: { authState: fromCallback<SessionEvent>(() => undefined) } },
  // Firebase tells who is signed in only when that changes (onAuthStateChanged: another account, or nobody):
  // never the same account again, so never a name given to it later — that reaches the shop by the reload
  // after registering (src/services/auth-login.ts), in a new session that starts loading.
  filterEvents: (snapshot, event) =>
    !(event.type === 'AUTH_CHANGED' && event.user !== null && event.user.uid === snapshot.context.user?.uid),
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
};
