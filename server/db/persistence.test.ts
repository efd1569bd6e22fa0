import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError } from './pglite-lock';
import { customers, products } from './schema';
import { seedDatabase } from './seed';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'baobab-pglite-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('keeps its data across a close and a reopen', async () => {
    const dataDir = path.join(scratch, 'restart', 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await seedDatabase(first.db);
    await first.db
      .insert(customers)
      .values({ fname: 'Moussa', lname: 'Ndiaye', email: 'm@example.sn', address: 'Thiès', authId: 'uid-restart', phone: '+221770000000' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await second.migrate();
      const [row] = await second.db.select().from(customers).where(eq(customers.authId, 'uid-restart'));
      expect(row?.fname).toBe('Moussa');
      const [totals] = await second.db.select({ total: count() }).from(products);
      expect(totals?.total).toBe(42);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('refuses a second opener while the first holds it, and takes over a lock left by a dead process', async () => {
    const dataDir = path.join(scratch, 'lock', 'pglite');
    const holder = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await holder.close();

    // A pid that cannot be alive: what a SIGKILLed server leaves behind.
    await writeFile(`${dataDir}.lock`, '2147483646');
    const next = await openDatabase({ kind: 'pglite', dataDir });
    await next.close();
  }, 120_000);
});
