/**
 * For the tests of one migration on a shop's existing data: the migrations run one by one, as drizzle
 * runs them (one statement per call: PGlite's extended protocol takes no multi-statement strings), with
 * the rows a shop that ran the earlier version holds inserted between them.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { TestDatabase } from './database';

/** Runs server/db/migrations/<tag>.sql, e.g. `0001_payments_safety`. */
export async function runMigration(database: TestDatabase, tag: string): Promise<void> {
  const text = await readFile(new URL(`../db/migrations/${tag}.sql`, import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

export const rows = async <T>(database: TestDatabase, query: string): Promise<T[]> =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** The collect delivery method and customer 1 (Awa), which every order of the old data belongs to. */
export const oldShopCustomer = [
  `insert into delivery_methods (code, name_fr, name_en, fee, position) values ('collect', 'Retrait', 'Collect', 0, 1)`,
  `insert into customers (id, fname, lname, email, address, auth_id, phone) values (1, 'Awa', 'Diop', 'awa@example.sn', 'Dakar', 'uid-1', '+221771234567')`,
];

/** Runs each statement on its own. */
export async function execute(database: TestDatabase, statements: readonly string[]): Promise<void> {
  for (const statement of statements) if (statement.trim()) await database.db.execute(sql.raw(statement));
}
