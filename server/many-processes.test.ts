/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer: what one
 * process learns (a write budget spent, a catalogue change) holds in the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from './cache/invalidation';
import { products } from './db/schema';
import { openTestDatabase, type TestDatabase } from './test-support/database';

// The machines this runs on have both (DESIGN.md, Stack); another server can be named.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

interface ServerProcess {
  base: string;
  child: ChildProcess;
}

async function startServer(databaseUrl: string, scratch: string, name: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      WRITE_RATE_LIMIT: '3',
      // The test names each client with X-Forwarded-For, as a load balancer would.
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(scratch, name),
      STATIC_DIR: path.join(scratch, 'no-client-build'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with ${child.exitCode}: ${stderr}`);
    const healthy = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server ${name} did not answer /api/health within 60 s: ${stderr}`);
}

const stopServer = ({ child }: ServerProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

let database: TestDatabase;
let scratch: string;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), 'baobab-two-processes-'));
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database.label}`;
  // One after the other: the second finds the database migrated and seeded, as in a rolling start.
  servers = [await startServer(url.toString(), scratch, 'a')];
  servers.push(await startServer(url.toString(), scratch, 'b'));
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  await database?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const client = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('count a client\'s writes together', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const from = client();
    // An invalid message is still a write: the limit counts it before the body is checked.
    const write = (server: ServerProcess, ip = from) =>
      fetch(`${server.base}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: '{}',
      }).then((response) => response.status);
    expect(await write(a)).toBe(400);
    expect(await write(b)).toBe(400);
    expect(await write(a)).toBe(400);
    expect(await write(b)).toBe(429);
    expect(await write(b, client())).toBe(400);
  });

  it('show a catalogue write on the next GET in each process', async () => {
    const nameIn = async (server: ServerProcess) => {
      const response = await fetch(`${server.base}/api/products/1?locale=fr`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { attributes: { name: string } } };
      return body.data.attributes.name;
    };
    // Both processes now hold product 1 in memory.
    const original = await nameIn(servers[0] as ServerProcess);
    expect(await nameIn(servers[1] as ServerProcess)).toBe(original);

    // A third process (the back office, a seed) writes and says so.
    await database.db.update(products).set({ nameFr: `${original} — édition limitée` }).where(eq(products.id, 1));
    await invalidateCatalogue(database.db);

    for (const server of servers) expect(await nameIn(server)).toBe(`${original} — édition limitée`);
  });
});
