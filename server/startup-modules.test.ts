/**
 * What a start loads: Fastify's own schema compilers (Ajv and its fast-json-stringify compiler) cost ~0.2 s of CPU
 * at every start and are never used — every schema is zod. Checked in a fresh process, where
 * nothing else has loaded them.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const probe = `
import { createRequire } from 'node:module';
import { buildApp } from './server/app.ts';
import { loadConfig } from './server/config.ts';
import { openDatabase } from './server/db/client.ts';
const database = await openDatabase({ kind: 'pglite', dataDir: null });
const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), { db: database.db });
await app.ready();
const loaded = Object.keys(createRequire(import.meta.url).cache);
const packages = ['ajv', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'].filter((name) => loaded.some((file) => file.includes('/node_modules/' + name + '/')));
await app.close();
await database.close();
process.stdout.write('\\n' + JSON.stringify(packages));
`;

it("builds the app without loading Fastify's default schema compilers", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', probe], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test' },
  });
  // The last line: the app's own log lines come first.
  expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual([]);
}, 60_000);
