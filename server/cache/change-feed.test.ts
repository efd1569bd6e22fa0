/**
 * The LISTEN connection is what lets a process keep the catalogue in memory: when it is lost the
 * process must stop serving what it holds (another process's write would go unheard), and cache
 * again once it listens again. PostgreSQL only: PGlite has no other process to hear.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema } from '../../src/domain/catalog';
import { products } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/app';
import { parseOk } from '../test-support/responses';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nameOfFirst = async () =>
  parseOk(await t.app.inject({ method: 'GET', url: '/api/products/1' }), productResponseSchema).data.attributes.name;
const rename = (name: string) => t.database.db.update(products).set({ nameFr: name }).where(eq(products.id, 1));
/** The server backends sitting in LISTEN for this database (node-postgres result: this file runs on PostgreSQL). */
const listening = async () => {
  const result = await t.database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen baobab_catalogue%'`,
  );
  return (result as unknown as { rows: { pid: number }[] }).rows;
};

describe('the catalogue change feed on PostgreSQL', () => {
  it('serves from the database while its LISTEN connection is lost, and caches again once it is back', async () => {
    // The backend shows LISTEN as soon as it runs it; the process caches once it has the answer.
    await expect.poll(async () => (await listening()).length).toBe(1);
    await expect.poll(() => t.app.catalogueCache.caching).toBe(true);
    await nameOfFirst();
    await rename('Moringa — pendant la coupure');
    // Cached: a write nobody announced is not seen.
    expect(await nameOfFirst()).not.toBe('Moringa — pendant la coupure');

    const [listener] = await listening();
    await t.database.db.execute(sql`select pg_terminate_backend(${listener?.pid ?? 0})`);
    // Writes made while nobody listened may have been missed: what the cache held is dropped.
    await expect.poll(nameOfFirst).toBe('Moringa — pendant la coupure');

    // Back (after a short delay): cached again once the name is read.
    await expect.poll(async () => (await listening()).length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => t.app.catalogueCache.caching).toBe(true);
    await rename('Moringa — écoute rétablie');
    await expect.poll(nameOfFirst).toBe('Moringa — écoute rétablie');
    await rename('Moringa — après le retour');
    expect(await nameOfFirst()).toBe('Moringa — écoute rétablie');
  });
});
