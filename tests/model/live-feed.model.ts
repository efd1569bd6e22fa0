import { fromCallback } from 'xstate';
import type { ModelOptions } from './paths';
import { liveFeedMachine, type LiveFeedEvent } from '../../src/machines/live-feed';
import type { LiveEvent } from '../../src/domain/live-events';

// The back office's live feed: what the path tests (live-feed.test.ts), the flow studio's path list and the
// browser paths (tests/paths/flows/live-feed.ts) generate from. The stream is a callback actor: its events
// (OPENED, LIVE_EVENT, RETRY_HINT, ENDED, FAILED) are supplied below.
export const paidOrder: LiveEvent = { kind: 'order', id: 41, from: 'pending_payment', to: 'paid' };

/** What the page was told: the events handed over and the re-reads, and how many connections were made. */
export interface LiveFeedPage {
  handedOver: LiveEvent[];
  rereads: number;
  connections: number;
}

export let livePage: LiveFeedPage = { handedOver: [], rereads: 0, connections: 0 };

/** Past the schedule's last step (30 s), once more: the wait stays there. */
const maxFailures = 6;

export const liveFeedModel: ModelOptions<typeof liveFeedMachine> = {
  name: 'liveFeed',
  machine: liveFeedMachine,
  // Called afresh for each path: what the page was told starts empty.
  provide: () => {
    const page: LiveFeedPage = { handedOver: [], rereads: 0, connections: 0 };
    livePage = page;
    return {
      actors: {
        stream: fromCallback<LiveFeedEvent>(() => {
          page.connections += 1;
        }),
      },
      actions: {
        handOver: (_, { event }) => void page.handedOver.push(event),
        rereadLists: () => void (page.rereads += 1),
      },
    };
  },
  events: {
    LIVE_EVENT: [{ type: 'LIVE_EVENT', event: paidOrder }],
    // The server's own hint (2 s), and another it might give.
    RETRY_HINT: [
      { type: 'RETRY_HINT', ms: 2_000 },
      { type: 'RETRY_HINT', ms: 5_000 },
    ],
    // The two ends of the random draw.
    FAILED: [
      { type: 'FAILED', jitter: 0 },
      { type: 'FAILED', jitter: 0.999 },
    ],
  },
  stopWhen: (snapshot) => snapshot.context.failures >= maxFailures,
  describeEvent: (event) => {
    const { type, jitter, ms, event: live } = event as { type: string; jitter?: number; ms?: number; event?: LiveEvent };
    if (jitter !== undefined) return `${type} draw ${jitter}`;
    if (ms !== undefined) return `${type} ${ms} ms`;
    if (live) return `${type} ${live.kind} ${live.id}`;
    return type;
  },
  serializeState: (snapshot) => {
    const { failures, retryMs, opened } = snapshot.context;
    return JSON.stringify([snapshot.value, failures, retryMs, opened]);
  },
};
