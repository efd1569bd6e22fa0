import { assign, fromCallback, setup } from 'xstate';
import type { LiveEvent } from '../domain/live-events';

/**
 * The back office's live feed (GET /api/admin/live, docs/decisions/live-back-office.md): one connection per
 * tab, read as it comes, and again after it ends or fails:
 *
 *   connection.connecting --OPENED--> connection.open --ENDED--> waiting (the server's retry:)
 *   connection --FAILED--> waiting (1 → 2 → 5 → 10 → 30 s, give or take a quarter)
 *   waiting --backOff--> connection.connecting (a fresh ID token each time)
 *
 * Nothing said while the tab was away is replayed, so a connection opened after another makes the page read
 * its lists again. The connection (fetch, token, parsing) is the invoked `stream` actor and what the page does
 * with an event or a gap are actions, all provided with `.provide()` (src/services/admin-live.ts and the view).
 * The random part of a back-off comes with the failure, so the machine stays pure.
 */
export type LiveFeedEvent =
  /** The server answered with a stream. */
  | { type: 'OPENED' }
  /** An event of the stream, for the page. */
  | { type: 'LIVE_EVENT'; event: LiveEvent }
  /** The server says how long to wait before coming back after it ends the stream (SSE `retry:`). */
  | { type: 'RETRY_HINT'; ms: number }
  /** The server ended the stream (its lifetime, a restart). */
  | { type: 'ENDED' }
  /** No answer, a refusal, or the stream broke; `jitter` is a random draw in [0, 1) that spreads the tabs' return. */
  | { type: 'FAILED'; jitter: number };

export interface LiveFeedContext {
  /** Failed attempts since the last connection that opened. */
  failures: number;
  /** What the server last asked to wait after a clean end. */
  retryMs: number;
  /** How long the current wait lasts. */
  waitMs: number;
  /** Whether a connection has opened before: the next one follows a gap. */
  opened: boolean;
}

/** Waits after a failed connection, longest last. */
export const backOffScheduleMs = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** The wait after the failure that follows `failures` others: its step of the schedule, give or take a quarter. */
export function backOffMs(failures: number, jitter: number): number {
  const step = backOffScheduleMs[Math.min(failures, backOffScheduleMs.length - 1)] ?? 30_000;
  return step * (0.75 + jitter / 2);
}

export const liveFeedMachine = setup({
  types: {
    context: {} as LiveFeedContext,
    events: {} as LiveFeedEvent,
  },
  actors: {
    /** One connection with a fresh ID token: sends OPENED, then RETRY_HINT and LIVE_EVENT, then ENDED or FAILED. */
    stream: fromCallback<LiveFeedEvent>(() => {
      throw new Error('live feed machine: provide the "stream" implementation');
    }),
  },
  actions: {
    /** The page refreshes the lists the event touches, counts news and notifies. */
    handOver: (_, _params: { event: LiveEvent }): void => undefined,
    /** The page reads every list again: what was said during the gap is not replayed. */
    rereadLists: (): void => undefined,
    markOpened: assign({ failures: 0, opened: true }),
    takeRetryHint: assign({ retryMs: (_, params: { ms: number }) => params.ms }),
    waitAsAsked: assign({ waitMs: ({ context }) => context.retryMs }),
    backOff: assign(({ context }, params: { jitter: number }) => ({
      waitMs: backOffMs(context.failures, params.jitter),
      failures: context.failures + 1,
    })),
  },
  guards: {
    afterGap: ({ context }) => context.opened,
  },
  delays: {
    backOff: ({ context }) => context.waitMs,
  },
}).createMachine({
  id: 'liveFeed',
  description: "The back office's live feed: new orders, bookings, messages and colleagues' changes as they happen.",
  context: { failures: 0, retryMs: 2_000, waitMs: 0, opened: false },
  initial: 'connection',
  states: {
    connection: {
      description: 'One connection to the live feed, with a fresh ID token.',
      invoke: { id: 'stream', src: 'stream' },
      initial: 'connecting',
      on: {
        FAILED: {
          target: 'waiting',
          actions: { type: 'backOff', params: ({ event }) => ({ jitter: event.jitter }) },
        },
      },
      states: {
        connecting: {
          description: 'Asking the server for the stream.',
          on: {
            OPENED: [
              { guard: 'afterGap', target: 'open', actions: ['markOpened', 'rereadLists'] },
              { target: 'open', actions: 'markOpened' },
            ],
          },
        },
        open: {
          description: 'Reading the stream: each event refreshes its lists in place, news counts on its tab.',
          on: {
            LIVE_EVENT: { actions: { type: 'handOver', params: ({ event }) => ({ event: event.event }) } },
            RETRY_HINT: { actions: { type: 'takeRetryHint', params: ({ event }) => ({ ms: event.ms }) } },
            ENDED: { target: '#liveFeed.waiting', actions: 'waitAsAsked' },
          },
        },
      },
    },
    waiting: {
      description: 'Waiting before connecting again: as the server asked after a clean end, longer after each failure.',
      after: { backOff: 'connection' },
    },
  },
});
