/**
 * The live feed of one server process: a single LISTEN (repository.ts) however many staff tabs
 * follow it, opened with the first and fanned out to each tab's stream. A tab's stream is plain
 * server-sent events: a `: comment` heartbeat so proxies keep it open, one `data:` line of JSON per
 * event, and an end after a while (the tab reconnects with a fresh ID token, so a staff member whose
 * access was withdrawn stops hearing within that time). When the LISTEN drops, every stream ends: a
 * tab reconnecting reads its lists again, which covers whatever was said while nobody listened.
 */
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent, LiveNotice } from '../../src/domain/live-events';
import type { Db } from '../db/client';
import { listenForNotices, type Announcement, type Listening } from './repository';

export interface StreamTiming {
  heartbeatMs: number;
  /** How long one connection lives before the tab is asked to come back. */
  lifetimeMs: number;
  /** What the browser waits before reconnecting after a clean end (the SSE `retry:` field). */
  retryMs: number;
}

export const defaultTiming: StreamTiming = { heartbeatMs: 20_000, lifetimeMs: 15 * 60_000, retryMs: 2_000 };

type Follower = (notice: LiveNotice) => void;

export interface LiveHub {
  /** A new staff tab's stream of events; resolves once the process is listening, so nothing after it is missed. */
  openStream(viewerUid: string, timing?: StreamTiming): Promise<Readable>;
  /** Ends every stream and the LISTEN (server shutdown). */
  close(): Promise<void>;
  /** How many tabs this process is serving (logs, tests). */
  readonly followers: number;
}

/** What a tab receives for a notice: a staff action becomes "mine" or a colleague's. */
export function eventFor(notice: LiveNotice, viewerUid: string): LiveEvent {
  if (notice.kind !== 'staff') return notice;
  const { by, ...rest } = notice;
  return { ...rest, mine: by === viewerUid };
}

export function createLiveHub(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): LiveHub {
  const followers = new Set<Follower>();
  const streams = new Set<PassThrough>();
  let listening: Promise<Listening> | null = null;
  let heard = false;

  const endAll = () => {
    for (const stream of streams) stream.end();
  };

  const start = () =>
    (listening ??= listenForNotices(db, {
      onNotice(payload) {
        let announcement: Announcement;
        try {
          announcement = JSON.parse(payload) as Announcement;
        } catch {
          return log.warn({ payload }, 'live feed: a notice that is not JSON was ignored');
        }
        // A change that only touches a cache (an order placed, not yet paid) is no event for the tabs; which
        // caches a notice touches is the server's business.
        const { touches: _touches, ...notice } = announcement;
        if (notice.kind === undefined) return;
        for (const follower of followers) follower(notice as LiveNotice);
      },
      onListening(now) {
        if (heard && !now) endAll();
        heard = now;
        readyWaiters.splice(0).forEach((resolve) => now && resolve());
      },
      onError: (error) => log.warn({ err: error }, 'live feed: the LISTEN connection failed; reconnecting'),
    }));

  const readyWaiters: (() => void)[] = [];
  const untilListening = async () => {
    await start();
    if (!heard) await new Promise<void>((resolve) => readyWaiters.push(resolve));
  };

  return {
    get followers() {
      return followers.size;
    },
    async openStream(viewerUid, timing = defaultTiming) {
      await untilListening();
      const stream = new PassThrough();
      const follower: Follower = (notice) => void stream.write(`data: ${JSON.stringify(eventFor(notice, viewerUid))}\n\n`);
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), timing.heartbeatMs);
      const lifetime = setTimeout(() => stream.end(), timing.lifetimeMs);
      followers.add(follower);
      streams.add(stream);
      stream.once('close', () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        followers.delete(follower);
        streams.delete(stream);
      });
      // The first bytes make the browser's fetch resolve at once rather than at the first event.
      stream.write(`retry: ${timing.retryMs}\n: listening\n\n`);
      return stream;
    },
    async close() {
      endAll();
      const open = listening;
      listening = null;
      heard = false;
      if (open) await (await open).close();
    },
  };
}
