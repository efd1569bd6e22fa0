/**
 * The live feed's channel in the database: a change announces itself with pg_notify in its own
 * transaction (so nothing is heard of a change that rolled back, and nothing is heard before it is
 * committed), and each server process LISTENs on it once. The same NOTIFY on both drivers: on
 * PostgreSQL a connection of its own listens for every process (as the catalogue's change feed,
 * server/cache/invalidation.ts); embedded PGlite is one process and delivers to its own listener.
 * A notice also names the caches the change touches (`touches`): the dashboard's is emptied by the
 * same announcement, so a change sends one NOTIFY, not one per listener.
 */
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { LiveNotice } from '../../src/domain/live-events';
import type { ChangeTopic } from '../cache/invalidation';
import type { Db } from '../db/client';
import { poolOptionsOf } from '../db/pool-options';

const channel = 'baobab_live';

/** A database or a transaction: the notice is sent when (and only if) the caller's transaction commits. */
export type Announcer = Pick<Db, 'execute'>;

/** What travels on the channel: a live notice for the staff's tabs, or none, and the caches the change touches. */
export type Announcement = (LiveNotice | { kind?: undefined }) & { touches?: ChangeTopic[] };

/**
 * One NOTIFY for one change. A change that touches a cache goes through `announceChange`
 * (server/cache/invalidation.ts), which also empties this process's caches at once.
 */
export async function announce(tx: Announcer, notice: LiveNotice | null, touches: readonly ChangeTopic[] = []): Promise<void> {
  const announcement: Announcement = { ...notice, ...(touches.length ? { touches: [...touches] } : {}) };
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(announcement)})`);
}

/** The caches an announcement touches, from its payload (nothing for one that is not JSON). */
export function touchesOf(payload: string): ChangeTopic[] {
  try {
    const { touches } = JSON.parse(payload) as Announcement;
    return Array.isArray(touches) ? touches : [];
  } catch {
    return [];
  }
}

export interface Listening {
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotice(payload: string): void;
  /** Whether notices are heard; after false then true, some may have been missed. */
  onListening(listening: boolean): void;
  onError(error: Error): void;
}

const retryDelaysMs = [250, 1000, 5000];

function pgliteOf(db: Db): PGlite | null {
  const client: unknown = (db as Db & { $client?: unknown }).$client;
  const isPglite = typeof client === 'object' && client !== null && 'listen' in client && 'unlisten' in client;
  return isPglite ? (client as PGlite) : null;
}

interface SharedListen {
  subscribers: Set<ListenHandlers>;
  listening: boolean;
  connection: Promise<Listening>;
}

/** One LISTEN per database in this process, whoever follows the channel (the live hub, the dashboard's cache). */
const shared = new WeakMap<Db, SharedListen>();

/**
 * Follows the live channel until closed: the process's one LISTEN (on PostgreSQL a connection of its own, reconnected
 * when lost), opened with its first follower and closed with its last.
 */
export async function listenForNotices(db: Db, handlers: ListenHandlers): Promise<Listening> {
  let listen = shared.get(db);
  if (!listen) {
    const subscribers = new Set<ListenHandlers>();
    const opened: SharedListen = { subscribers, listening: false, connection: Promise.resolve({ close: async () => undefined }) };
    const fanOut: ListenHandlers = {
      onNotice: (payload) => subscribers.forEach((subscriber) => subscriber.onNotice(payload)),
      onListening: (listening) => {
        opened.listening = listening;
        subscribers.forEach((subscriber) => subscriber.onListening(listening));
      },
      onError: (error) => subscribers.forEach((subscriber) => subscriber.onError(error)),
    };
    subscribers.add(handlers);
    opened.connection = openListen(db, fanOut);
    shared.set(db, opened);
    listen = opened;
  } else {
    listen.subscribers.add(handlers);
    if (listen.listening) handlers.onListening(true);
  }
  const current = listen;
  try {
    await current.connection;
  } catch (error) {
    current.subscribers.delete(handlers);
    if (current.subscribers.size === 0 && shared.get(db) === current) shared.delete(db);
    throw error;
  }
  return {
    async close() {
      if (!current.subscribers.delete(handlers) || current.subscribers.size > 0) return;
      if (shared.get(db) === current) shared.delete(db);
      await (await current.connection).close();
    },
  };
}

async function openListen(db: Db, handlers: ListenHandlers): Promise<Listening> {
  const poolOptions = poolOptionsOf(db);
  if (!poolOptions) {
    const pglite = pgliteOf(db);
    if (!pglite) throw new Error('The live feed needs PGlite or a PostgreSQL pool under the database.');
    const unlisten = await pglite.listen(channel, handlers.onNotice);
    handlers.onListening(true);
    return { close: () => unlisten() };
  }
  return listenOnPostgres(poolOptions, handlers);
}

function listenOnPostgres(poolOptions: pg.PoolConfig, handlers: ListenHandlers): Listening {
  let closed = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed) return;
    handlers.onListening(false);
    const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    // Its own connection, outside the pool: LISTEN holds it while anyone follows the feed.
    const { default: pg } = await import('pg');
    const listener = new pg.Client(poolOptions);
    client = listener;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      if (!closed) handlers.onError(error);
      void listener.end().catch(() => undefined);
      reconnectLater();
    };
    listener.on('error', fail);
    listener.on('end', () => fail(new Error('the LISTEN connection closed')));
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotice(message.payload);
    });
    try {
      await listener.connect();
      await listener.query(`listen ${channel}`);
      if (closed) return void (await listener.end());
      attempt = 0;
      handlers.onListening(true);
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
