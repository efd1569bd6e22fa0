import type pg from 'pg';
import type { Db } from './client';

/**
 * The connection settings of the pg pool under a Drizzle database, or null for PGlite. Told apart by
 * shape, not instanceof: each process loads only the driver it uses (db/client.ts). A LISTEN takes a
 * connection of its own with these settings (server/cache/invalidation.ts, server/live/repository.ts).
 */
export function poolOptionsOf(db: Db): pg.PoolConfig | null {
  const client: unknown = (db as Db & { $client?: unknown }).$client;
  const isPool = typeof client === 'object' && client !== null && 'totalCount' in client && 'options' in client;
  return isPool ? (client as pg.Pool).options : null;
}
