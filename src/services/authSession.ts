import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type SessionEvent } from '../machines/session';
import { fetchOwnCustomer } from './customers';
import { signOutUser, subscribeAuthState } from './firebase';

/** The session machine with Firebase and the shop API behind it. */
export const sessionLogic = sessionMachine.provide({
  actors: {
    authState: fromCallback<SessionEvent>(({ sendBack }) => subscribeAuthState((user) => sendBack({ type: 'AUTH_CHANGED', user }))),
    fetchCustomer: fromPromise(({ input }: { input: { uid: string } }) => fetchOwnCustomer(input.uid)),
    signOut: fromPromise(() => signOutUser()),
  },
});
