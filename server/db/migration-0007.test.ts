/**
 * Migration 0007 (issue #21) on a shop whose services were seeded before they had a price: the seeded ones get
 * theirs, a service the staff added keeps none (the service page then shows no price) until it is given one.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/database';

let database: TestDatabase;

async function runMigration(tag: string) {
  const text = await readFile(new URL(`./migrations/${tag}.sql`, import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

const rows = async <T>(query: string): Promise<T[]> => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const tag of [
    '0000_init',
    '0001_payments_safety',
    '0002_back_office',
    '0003_uploaded_images',
    '0004_orders_list_indexes',
    '0005_order_state',
    '0006_refunds',
  ])
    await runMigration(tag);
  for (const [id, slug] of [
    [1, 'consultation'],
    [2, 'cupping'],
    [3, 'massage'],
    [4, 'reflexology'],
  ] as const) {
    await database.db.execute(
      sql.raw(
        `insert into services (id, slug, name_fr, name_en, description_fr, description_en, image_link, position) values (${id}, '${slug}', '${slug}', '${slug}', '', '', '/x.webp', ${id})`,
      ),
    );
  }
  await runMigration('0007_service_prices');
});
afterAll(() => database?.close());

describe('migration 0007 on existing services', () => {
  it('prices the seeded services and leaves one the staff added without a price', async () => {
    expect(await rows('select slug, price from services order by id')).toEqual([
      { slug: 'consultation', price: 15000 },
      { slug: 'cupping', price: 10000 },
      { slug: 'massage', price: 20000 },
      { slug: 'reflexology', price: null },
    ]);
  });

  it('refuses a negative price', async () => {
    await expect(database.db.execute(sql.raw(`update services set price = -1 where id = 4`))).rejects.toThrow();
  });
});
