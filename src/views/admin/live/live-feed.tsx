import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import type { LiveEvent } from '../../../domain/live-events';
import { shopInspector } from '../../../actors/inspector';
import { liveFeedMachine } from '../../../machines/live-feed';
import { adminKey } from '../../../services/admin-api';
import { liveStream } from '../../../services/admin-live';
import { isNews, liveSections, sectionOf, staleQueries, type LiveSection } from './live-sections';
import { useLiveNotifier } from './use-live-notifier';

type Counts = Record<LiveSection, number>;
type CountAction = { type: 'news'; section: LiveSection } | { type: 'seen'; section: LiveSection };

const none = Object.fromEntries(liveSections.map((section) => [section, 0])) as Counts;

const counted = (counts: Counts, action: CountAction): Counts =>
  action.type === 'news'
    ? { ...counts, [action.section]: counts[action.section] + 1 }
    : counts[action.section] === 0
      ? counts
      : { ...counts, [action.section]: 0 };

const LiveCounts = createContext<Counts>(none);

/** What happened in a section since the staff member last opened it (the nav's counters). */
export const useLiveCount = (section: LiveSection): number => useContext(LiveCounts)[section];

const sectionAt = (location: string): LiveSection | undefined => liveSections.find((section) => location.startsWith(`/${section}`));

/**
 * One connection to the live feed for this tab while the back office is open (issue 24), kept by the live feed
 * machine (src/machines/live-feed.ts): each event refreshes the lists it touches in place, news counts on its
 * section until that section is opened again, and becomes a browser notification where the staff member
 * allowed them; after a gap every list is read again.
 */
export function LiveFeed({ uid, children }: { uid: string; children: ReactNode }) {
  const client = useQueryClient();
  const [counts, dispatch] = useReducer(counted, none);
  const [location] = useLocation();
  const notify = useLiveNotifier();
  const onEvent = useRef<(event: LiveEvent) => void>(() => undefined);
  onEvent.current = (event) => {
    const section = sectionOf(event);
    for (const part of staleQueries[section]) void client.invalidateQueries({ queryKey: adminKey(uid, part) });
    if (!isNews(event)) return;
    dispatch({ type: 'news', section });
    notify(event);
  };

  const logic = useMemo(
    () =>
      liveFeedMachine.provide({
        actors: { stream: liveStream },
        actions: {
          handOver: (_, { event }) => onEvent.current(event),
          rereadLists: () => void client.invalidateQueries({ queryKey: adminKey(uid) }),
        },
      }),
    [client, uid],
  );
  // Created with the shop's inspector, so the flow studio (/flows) can watch it; it stops with the back office.
  useActorRef(logic, { inspect: shopInspector() });

  const shown = sectionAt(location);
  useEffect(() => {
    if (shown) dispatch({ type: 'seen', section: shown });
  }, [shown]);

  return <LiveCounts.Provider value={counts}>{children}</LiveCounts.Provider>;
}
