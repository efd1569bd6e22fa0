/**
 * The live feed's channel in the database: a change announces itself with pg_notify in its own
 * transaction (so nothing is heard of a change that rolled back, and nothing is heard before it is
 * committed), and each server process LISTENs on it once. The same NOTIFY on both drivers: on
 * PostgreSQL a connection of its own listens for every process (as the catalogue's change feed,
 * server/cache/invalidation.ts); embedded PGlite is one process and delivers to its own listener.
 */
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { LiveNotice } from '../../src/domain/live-events';
import type { Db } from '../db/client';
import { poolOptionsOf } from '../cache/invalidation';

const channel = 'baobab_live';

/** A database or a transaction: the notice is sent when (and only if) the caller's transaction commits. */
export type Announcer = Pick<Db, 'execute'>;

export async function announce(tx: Announcer, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(notice)})`);
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

/** One LISTEN on the live channel, kept (and reconnected) until closed. */
export async function listenForNotices(db: Db, handlers: ListenHandlers): Promise<Listening> {
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
