import type { loginMachine, LoginEvent } from '../machines/login';
import { sessionWatch, type RootSystem } from './session-watch';

/**
 * The login logic hearing the session of the shop's root actor: who is signed in, and whether their
 * account has a name (spec §2: signed in without one → registration; nobody → leave /auth/register).
 */
export function loginHearingSession(logic: typeof loginMachine, rootSystem: RootSystem): typeof loginMachine {
  return logic.provide({
    actors: {
      sessionWatch: sessionWatch(rootSystem, (session): LoginEvent => {
        const user = session.context.user;
        return { type: 'USER_CHANGED', user: user ? { uid: user.uid, displayName: user.displayName } : null };
      }),
    },
  });
}
