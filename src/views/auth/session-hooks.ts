import { useSelector } from '@xstate/react';
import { RootActor } from '../../actors/root-actor';
import type { Customer } from '../../domain/customer';
import type { SessionUser } from '../../machines/session';

/**
 * Read the root's session actor from any view: who is signed in and their customer record.
 * The session exists while the root runs; the fallbacks only cover the root's first render.
 */
export function useSessionActor() {
  return RootActor.useSelector((snapshot) => snapshot.children.session);
}

export type SessionStatus = 'loading' | 'signedOut' | 'needsProfile' | 'signedIn' | 'signingOut';

/** Someone is signed in, whether or not they have finished registering. */
export const isSignedIn = (status: SessionStatus) => status === 'signedIn' || status === 'needsProfile';

export function useSessionStatus(): SessionStatus {
  return (
    useSelector(useSessionActor(), (snapshot): SessionStatus | undefined => {
      if (!snapshot) return undefined;
      if (snapshot.matches({ signedIn: 'noProfile' })) return 'needsProfile';
      if (snapshot.matches('signedIn')) return 'signedIn';
      if (snapshot.matches('signingOut')) return 'signingOut';
      return snapshot.matches('signedOut') ? 'signedOut' : 'loading';
    }) ?? 'loading'
  );
}

export function useSessionUser(): SessionUser | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot?.context.user) ?? null;
}

/** The signed-in shopper's customer record (null until it is loaded, or if they have none). */
export function useSessionCustomer(): Customer | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot?.context.customer) ?? null;
}

/** Signs out through Firebase (the session machine decides what follows). */
export function useSignOut(): () => void {
  const session = useSessionActor();
  return () => session?.send({ type: 'SIGN_OUT' });
}
