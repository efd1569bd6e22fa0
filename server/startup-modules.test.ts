/**
 * What a start loads: Fastify's own schema compilers (Ajv and its fast-json-stringify compiler) cost
 * ~0.2 s of CPU at every start and are never used — every schema is zod; firebase-admin (~0.16 s) is
 * loaded ahead of the first sign-in but after the first answers. Checked in a fresh process, where
 * nothing else has loaded them.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const probe = `
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './server/app.ts';
import { loadConfig } from './server/config.ts';
import { openDatabase } from './server/db/client.ts';
import { emptyPgliteCluster } from './server/test-support/pglite-template.ts';
// The saved empty cluster, as test databases start: a fresh initdb would cost 2-5 s of CPU this test does not check.
const database = await openDatabase({ kind: 'pglite', dataDir: null, from: await emptyPgliteCluster() });
const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), { db: database.db });
const loadedOf = (names) => {
  const files = Object.keys(createRequire(import.meta.url).cache);
  return names.filter((name) => files.some((file) => file.includes('/node_modules/' + name + '/')));
};
await app.listen({ host: '127.0.0.1', port: 0 });
await sleep(200);
const atListen = loadedOf(['ajv', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler', 'firebase-admin']);
await sleep(2500);
const later = loadedOf(['firebase-admin']);
await app.close();
await database.close();
process.stdout.write('\\n' + JSON.stringify({ atListen, later }));
`;

it("starts without Fastify's default schema compilers, and loads firebase-admin only once the first answers are out", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', probe], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test' },
  });
  // The last line: the app's own log lines come first.
  expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual({ atListen: [], later: ['firebase-admin'] });
}, 60_000);
