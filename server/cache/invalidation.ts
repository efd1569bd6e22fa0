/**
 * "The catalogue changed" (or "orders or bookings changed", for the dashboard): every cache of this
 * process built on the same database is emptied at once, and on PostgreSQL a NOTIFY tells every other
 * server process, which LISTENs on a connection of its own. Embedded PGlite has a single process, so
 * the in-process signal is all. An order or booking change is announced once, on the live feed's channel
 * (server/live/repository.ts): its notice names the caches it touches, and the dashboard's cache follows
 * that channel.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { LiveNotice } from '../../src/domain/live-events';
import type { Db } from '../db/client';
import { poolOptionsOf } from '../db/pool-options';
import { announce, listenForNotices, touchesOf, type Announcer } from '../live/repository';

/** What a cache is built from. */
export type ChangeTopic = 'catalogue' | 'orders';
/** The catalogue's own channel, told after its writes commit; orders travel with the live feed's notices. */
const catalogueChannel = 'baobab_catalogue';

interface Subscribers {
  /** Names this process's notifications, so its own listeners skip what they already did. */
  readonly origin: string;
  readonly listeners: Set<() => void>;
}

const byDatabase: Record<ChangeTopic, WeakMap<Db, Subscribers>> = { catalogue: new WeakMap(), orders: new WeakMap() };

function subscribersOf(db: Db, topic: ChangeTopic): Subscribers {
  let found = byDatabase[topic].get(db);
  if (!found) {
    found = { origin: randomUUID(), listeners: new Set() };
    byDatabase[topic].set(db, found);
  }
  return found;
}

/**
 * Call after every committed catalogue write (back office, seed, a booking that changes an event's
 * seats): the next GET in every process reads the database again.
 */
export const invalidateCatalogue = (db: Db): Promise<void> => signalCatalogueChange(db);

/** Every dashboard cache of this process, whatever its database: told at once of a change in a transaction. */
const ordersListenersOfProcess = new Set<() => void>();

/**
 * Call inside the transaction of a change, once: its live notice for the staff's tabs (null when it is none,
 * say an order placed and not yet paid) and the caches it touches, in one NOTIFY on the live channel.
 * PostgreSQL delivers it at commit, to every process this one included (its payload names no origin), so no
 * cache keeps what was read before the commit; a rolled-back change notifies nobody. The touched caches of
 * this process are also emptied at once: on PGlite, the only signal, and safe there since its transaction
 * holds the one connection, so no rebuild reads before the commit.
 */
export async function announceChange(tx: Announcer, notice: LiveNotice | null, touches: readonly ChangeTopic[]): Promise<void> {
  if (touches.includes('orders')) for (const listener of ordersListenersOfProcess) listener();
  await announce(tx, notice, touches);
}

/** An order or booking changed in a way the staff are not told of as it happens (the dashboard counts it). */
export const invalidateDashboard = (tx: Announcer): Promise<void> => announceChange(tx, null, ['orders']);

async function signalCatalogueChange(db: Db): Promise<void> {
  const { origin, listeners } = subscribersOf(db, 'catalogue');
  for (const listener of listeners) listener();
  if (poolOptionsOf(db)) await db.execute(sql`select pg_notify(${catalogueChannel}, ${origin})`);
}

export interface ChangeFeed {
  close(): Promise<void>;
}

export interface ChangeFeedHandlers {
  /** The catalogue may have changed. */
  onChange(): void;
  /**
   * Whether changes made elsewhere are being heard. While false a cache must not serve what it
   * holds: a write in another process could go unnoticed.
   */
  onListening(listening: boolean): void;
  onError?(error: Error): void;
}

const retryDelaysMs = [250, 1000, 5000];

/** Subscribes to the catalogue's changes, from this process and (PostgreSQL) from any other. */
export const followCatalogueChanges = (db: Db, handlers: ChangeFeedHandlers): ChangeFeed => followChanges(db, 'catalogue', handlers);

/** Subscribes to a topic's changes, from this process and (PostgreSQL) from any other. */
export function followChanges(db: Db, topic: ChangeTopic, handlers: ChangeFeedHandlers): ChangeFeed {
  const { origin, listeners } = subscribersOf(db, topic);
  const local = () => handlers.onChange();
  listeners.add(local);
  if (topic === 'orders') ordersListenersOfProcess.add(local);
  const poolOptions = poolOptionsOf(db);
  if (!poolOptions) {
    handlers.onListening(true);
    return {
      close: async () => {
        listeners.delete(local);
        ordersListenersOfProcess.delete(local);
      },
    };
  }

  handlers.onListening(false);
  if (topic === 'orders') return followOrderChanges(db, local, handlers);
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
    // Its own connection, outside the pool: LISTEN holds it for the life of the process.
    const { default: pg } = await import('pg');
    const listener = new pg.Client(poolOptions ?? undefined);
    client = listener;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      if (!closed) handlers.onError?.(error);
      void listener.end().catch(() => undefined);
      reconnectLater();
    };
    listener.on('error', fail);
    listener.on('end', () => fail(new Error('the LISTEN connection closed')));
    listener.on('notification', (message) => {
      if (message.channel === catalogueChannel && message.payload !== origin) handlers.onChange();
    });
    try {
      await listener.connect();
      await listener.query(`listen ${catalogueChannel}`);
      if (closed) return void (await listener.end());
      attempt = 0;
      // Writes made while nobody listened were missed: start from the database again.
      handlers.onChange();
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
      listeners.delete(local);
      ordersListenersOfProcess.delete(local);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The dashboard's changes on PostgreSQL: the live channel's notices that touch the orders, heard on the
 * process's one LISTEN of that channel (shared with the live feed's tabs).
 */
function followOrderChanges(db: Db, local: () => void, handlers: ChangeFeedHandlers): ChangeFeed {
  const { listeners } = subscribersOf(db, 'orders');
  let closed = false;
  const listening = listenForNotices(db, {
    onNotice: (payload) => {
      if (touchesOf(payload).includes('orders')) handlers.onChange();
    },
    onListening: (now) => {
      // Changes made while nobody listened were missed: start from the database again.
      if (now) handlers.onChange();
      handlers.onListening(now);
    },
    onError: (error) => handlers.onError?.(error),
  });
  return {
    async close() {
      if (closed) return;
      closed = true;
      listeners.delete(local);
      ordersListenersOfProcess.delete(local);
      await (await listening).close();
    },
  };
}
