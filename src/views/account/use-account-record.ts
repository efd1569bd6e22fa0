import { useSelector } from '@xstate/react';
import type { Customer } from '../../domain/customer';
import { useSessionActor } from '../auth/session-hooks';

export type AccountRecord =
  | { state: 'loading' }
  | { state: 'signedOut' }
  | { state: 'ready'; customer: Customer }
  /** Signed in, but registration never finished: the app sends them to /auth/register. */
  | { state: 'noRecord' }
  /** The record could not be fetched; the session asks again by itself after a while. */
  | { state: 'unavailable' };

/** The signed-in shopper's customer record as the session actor holds it, and where its loading stands. */
export function useAccountRecord(): AccountRecord {
  const session = useSessionActor();
  return useSelector(
    session,
    (snapshot): AccountRecord => {
      if (!snapshot) return { state: 'loading' };
      if (snapshot.matches('signedOut')) return { state: 'signedOut' };
      if (snapshot.matches({ signedIn: { profile: 'ready' } })) {
        const { customer } = snapshot.context;
        return customer ? { state: 'ready', customer } : { state: 'noRecord' };
      }
      if (snapshot.matches({ signedIn: 'noProfile' })) return { state: 'noRecord' };
      if (snapshot.matches({ signedIn: { profile: 'unavailable' } })) return { state: 'unavailable' };
      return { state: 'loading' };
    },
    sameRecord,
  );
}

const sameRecord = (a: AccountRecord, b: AccountRecord) =>
  a.state === b.state && (a.state !== 'ready' || (b.state === 'ready' && a.customer === b.customer));

/** Asks the session for the customer record again now, rather than at its next automatic retry. */
export function useReloadAccount(): () => void {
  const session = useSessionActor();
  return () => session?.send({ type: 'REFRESH_CUSTOMER' });
}
