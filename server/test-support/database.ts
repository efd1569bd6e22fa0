/**
 * A fresh database for one test file: PGlite in memory by default; with TEST_DATABASE_URL, a new
 * uniquely named database on that PostgreSQL server (created here, dropped on close), so test
 * files can run in parallel without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { emptyPgliteCluster } from './pglite-template';

export interface TestDatabase extends Database {
  /** Where it lives, for messages: `pglite:memory` or the database name. */
  readonly label: string;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null, from: await emptyPgliteCluster() });
    return Object.assign(database, { label: 'pglite:memory' });
  }
  const name = `baobab_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const close = database.close.bind(database);
  return Object.assign(database, {
    label: name,
    async close() {
      await close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  });
}
