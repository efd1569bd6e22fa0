/**
 * `npm run seed`: migrates and seeds the configured database, then exits. The server does the
 * same at every start; this is for filling a database without starting it. `--bench` adds the
 * bench's look-alike products, up to 100 (see seed/bench.ts). Servers running on the same
 * PostgreSQL are told the catalogue changed.
 */
import { count } from 'drizzle-orm';
import { invalidateCatalogue } from '../cache/invalidation';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { products } from './schema';
import { seedDatabase } from './seed';
import { seedBenchCatalogue } from './seed/bench';

const bench = process.argv.includes('--bench');

try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      await seedDatabase(database.db);
      if (bench) await seedBenchCatalogue(database.db);
    });
    await invalidateCatalogue(database.db);
    const [row] = await database.db.select({ total: count() }).from(products);
    process.stdout.write(`Seeded: ${row?.total ?? 0} products (${config.database.kind}).\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  // A ConfigError's message already lists every wrong variable.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
