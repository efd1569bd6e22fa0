import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type SessionEvent } from '../machines/session';
import { signOutUser, subscribeAuthState } from './firebase';
import { forgetPrivateQueries } from './query-client';

/**
 * The session machine with Firebase and the shop API behind it. Whenever Firebase reports another
 * account than before — none after a sign-out, or someone else — the answers cached for the last one
 * are forgotten before the session hears of it, so the next shopper never sees them.
 */
export const sessionLogic = sessionMachine.provide({
  actors: {
    authState: fromCallback<SessionEvent>(({ sendBack }) => {
      let account: string | null | undefined;
      return subscribeAuthState((user) => {
        const uid = user?.uid ?? null;
        if (uid !== account) forgetPrivateQueries();
        account = uid;
        sendBack({ type: 'AUTH_CHANGED', user });
      });
    }),
    // Loaded when someone is signed in (its schemas and the token client are not in the first load of /).
    fetchCustomer: fromPromise(async ({ input }: { input: { uid: string } }) => (await import('./customers')).fetchOwnCustomer(input.uid)),
    signOut: fromPromise(async () => {
      await signOutUser();
      // Firebase reports the change too; this does not wait for it.
      forgetPrivateQueries();
    }),
  },
});
