/**
 * Opens the database: embedded PGlite (on disk, or in memory for tests) or a PostgreSQL server
 * through `pg`. Both speak the same SQL and share one schema and one set of migrations. Each driver
 * is loaded only when it is the one used: loading both cost a PGlite start ~150 ms of CPU.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquirePgliteLock } from './pglite-lock';

export type Schema = typeof schema;
/** The query builder, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** `dataDir` null keeps the database in memory (tests); `from`, a saved data folder to start from instead of an empty one. */
  { kind: 'pglite'; dataDir: string | null; from?: Blob } | { kind: 'postgres'; url: string };

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseTarget['kind'];
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process is doing its own start-up work on the same database
   * (several processes may start together behind a load balancer).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Flushes and closes; PGlite writes its last pages to disk here. */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target.dataDir, target.from) : openPostgres(target.url);
}

async function openPglite(dataDir: string | null, from?: Blob): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let releaseLock = async () => {};
  if (dataDir !== null) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    releaseLock = await acquirePgliteLock(dataDir);
  }
  try {
    const client = from
      ? await PGlite.create({ ...(dataDir === null ? {} : { dataDir }), loadDataDir: from })
      : dataDir === null
        ? await PGlite.create()
        : await PGlite.create(dataDir);
    const db = drizzlePglite({ client, schema });
    let closed = false;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      withStartupLock: (work) => work(),
      async close() {
        if (closed) return;
        closed = true;
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

// Any constant shared by every process of this app: the key of its start-up advisory lock.
const startupLockKey = 0x0ba0bab;

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover, a test database dropped) emits
  // 'error' on the pool; unhandled, it would crash the process. The pool replaces it on next use.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection failed (${error.message}); it will be replaced.`));
  // Surface a wrong URL or an unreachable server now, not at the first request.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async withStartupLock(work) {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [startupLockKey]);
        return await work();
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
        lockHolder.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
