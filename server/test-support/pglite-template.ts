/**
 * An empty PGlite cluster saved once and loaded by every test database. Creating one runs PostgreSQL's
 * initdb in WebAssembly: 2–5 s of CPU per test file on a 2-core machine, against ~0.7 s to load the
 * saved folder. The cluster is what initdb makes for this PGlite version (no schema, no rows: each test
 * database still runs the migrations), so the file is named after that version and kept between runs.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/baobab-tests', import.meta.url));

async function pgliteVersion(): Promise<string> {
  // Its package.json is not among the package's exports: read beside its entry (dist/).
  const entry = require.resolve('@electric-sql/pglite');
  const { version } = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return version;
}

export async function emptyPgliteCluster(): Promise<Blob> {
  const file = path.join(cacheDir, `pglite-${await pgliteVersion()}-initdb.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) return new Blob([saved]);
  const { PGlite } = await import('@electric-sql/pglite');
  const fresh = await PGlite.create();
  try {
    const dump = await fresh.dumpDataDir('none');
    await mkdir(cacheDir, { recursive: true });
    // Written aside then renamed: test files starting together never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return dump;
  } finally {
    await fresh.close();
  }
}
