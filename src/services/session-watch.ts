import { fromCallback, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../machines/session';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The root actor's system, where the session lives (systemId 'session'). */
export interface RootSystem {
  get: (systemId: string) => AnyActorRef | undefined;
}

/**
 * A flow's view of the session, as an invoked callback actor: once the session knows who is signed in
 * (not loading, not signing out), `eventOf` turns its snapshot into the flow's event, sent whenever that
 * event changes. The flow machine decides what follows; no view forwards the session with an effect.
 */
export function sessionWatch<TEvent extends EventObject>(rootSystem: RootSystem, eventOf: (session: SessionSnapshot) => TEvent) {
  return fromCallback<TEvent>(({ sendBack }) => {
    const session = rootSystem.get('session');
    if (!session) return undefined;
    let last: string | null = null;
    const tell = (snapshot: SessionSnapshot) => {
      if (snapshot.matches('loading') || snapshot.matches('signingOut')) return;
      const event = eventOf(snapshot);
      const key = JSON.stringify(event);
      if (key === last) return;
      last = key;
      sendBack(event);
    };
    tell(session.getSnapshot() as SessionSnapshot);
    const subscription = session.subscribe((snapshot: unknown) => tell(snapshot as SessionSnapshot));
    return () => subscription.unsubscribe();
  });
}
