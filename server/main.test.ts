/**
 * The real entry point in a child process, compiled as `npm start` runs it: a bad configuration exits 1
 * without listening, and the embedded database survives a SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventListResponseSchema, productListResponseSchema } from '../src/domain/catalog';
import { openDatabase } from './db/client';
import { compiledServer } from './test-support/compiled-server';
import { freePort } from './test-support/free-port';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

let scratch: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'baobab-main-'));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [compiledServer().main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      STATIC_DIR: path.join(scratch, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<unknown>, output: () => string): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`server exited before answering:\n${output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not answer in time:\n${output()}`);
}

const getJson = async (port: number, url: string): Promise<unknown> => (await fetch(`http://127.0.0.1:${port}${url}`)).json();

describe('server/main.ts', () => {
  it('exits 1 with a clear message on a bad configuration, without listening', async () => {
    const port = await freePort();
    const server = startServer({ PORT: 'eighty', PAYDUNYA_MODE: 'live', DATA_DIR: path.join(scratch, 'bad-config') });
    const [code] = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('Invalid server configuration');
    expect(server.output()).toContain('PORT: must be a port number');
    expect(server.output()).toContain('PAYDUNYA_MASTER_KEY: is required when PAYDUNYA_MODE=live');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('keeps the embedded database through a SIGKILL', async () => {
    const dataDir = path.join(scratch, 'killed');
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, first.exited, first.output);
    expect(first.output()).toContain(`http://localhost:${port}`);
    const eventsBefore = eventListResponseSchema.parse(await getJson(port, '/api/events'));
    first.child.kill('SIGKILL');
    await first.exited;

    // What the killed process wrote is on disk (its stale lock is taken over).
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const rows = await database.db.query.products.findMany({ columns: { id: true } });
    await database.close();
    expect(rows.length).toBe(42);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, second.exited, second.output);
    const products = productListResponseSchema.parse(await getJson(port, '/api/products?pagination[pageSize]=100'));
    expect(products.data).toHaveLength(42);
    // Same dates: the first run's rows were kept, not re-created by the second run's seed.
    expect(eventListResponseSchema.parse(await getJson(port, '/api/events')).data).toEqual(eventsBefore.data);
    second.child.kill('SIGTERM');
    const [code] = await second.exited;
    expect(code).toBe(0);
  }, 180_000);
});
