/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer: what one
 * process learns (a write budget spent, a catalogue change, an order's payment) holds in the other,
 * and the unpaid-order sweep they both run expires each order once. An order paid through B is heard
 * at once by a staff member's back office open on A (the live feed over NOTIFY).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientInfo } from '../src/domain/testing/fixtures';
import { invalidateCatalogue } from './cache/invalidation';
import { loadConfig } from './config';
import { customers, deliveryMethods, orders, payments, products } from './db/schema';
import { seedDatabase } from './db/seed';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from './test-support/auth-emulator';
import { openTestDatabase, type TestDatabase } from './test-support/database';
import { compiledServer } from './test-support/compiled-server';
import { freePort } from './test-support/free-port';
import { openFeed } from './live/test-support';
import { grantRole } from './admin/staff/roles';

// The machines this runs on have both (DESIGN.md, Stack); another server can be named.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Its log lines (JSON), to tell which process handled what. */
  logs: string[];
}

interface Start {
  databaseUrl: string;
  scratch: string;
  name: string;
  port: number;
  /** Where PayDunya's notifications go: the load balancer's address, here one of the two. */
  publicUrl: string;
}

async function startServer({ databaseUrl, scratch, name, port, publicUrl }: Start): Promise<ServerProcess> {
  const child = spawn(process.execPath, [compiledServer().main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      WRITE_RATE_LIMIT: '3',
      // The test names each client with X-Forwarded-For, as a load balancer would.
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(scratch, name),
      STATIC_DIR: path.join(scratch, 'no-client-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with ${child.exitCode}: ${stderr}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, child, logs };
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

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let database: TestDatabase;
let scratch: string;
let servers: ServerProcess[] = [];
let awa: EmulatorUser;
let awaId: number;
let forgottenOrderIds: number[] = [];

/** Orders left unpaid for two days: the first sweep of whichever process gets there expires them. */
async function placeForgottenOrders(customerId: number, count: number): Promise<number[]> {
  const rows = await database.db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => ({
        customerId,
        shippingMethod: 'collect' as const,
        paymentMethod: 'wave' as const,
        subtotal: 5000,
        deliveryFee: 0,
        total: 5000,
        deposit: 5000,
        rest: 0,
        idempotencyKey: randomUUID(),
        clientInfo,
        updatedAt: sql`now() - interval '2 days'`,
      })),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedDatabase(database.db);
  awa = await signInWithPhone(loadConfig({ ...process.env, NODE_ENV: 'test' }).firebase.projectId);
  const [customer] = await database.db
    .insert(customers)
    .values({
      fname: 'Awa',
      lname: 'Diop',
      email: 'awa.two-processes@example.sn',
      address: 'Rue 10, Médina, Dakar',
      authId: awa.uid,
      phone: awa.phoneNumber ?? '',
    })
    .returning({ id: customers.id });
  awaId = customer?.id ?? 0;
  forgottenOrderIds = await placeForgottenOrders(awaId, 3);

  scratch = await mkdtemp(path.join(tmpdir(), 'baobab-two-processes-'));
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database.label}`;
  const [portA, portB] = [await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${portB}`;
  // Together, as after a deploy: both sweep unpaid orders as soon as they are up.
  const start = (name: string, port: number) => startServer({ databaseUrl: url.toString(), scratch, name, port, publicUrl });
  servers = await Promise.all([start('a', portA), start('b', portB)]);
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  await database?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A staff member signed in (the role granted as `npm run staff` does, in the Auth emulator). */
async function staffMember(): Promise<EmulatorUser> {
  const [{ initializeApp, deleteApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
  const projectId = loadConfig({ ...process.env, NODE_ENV: 'test' }).firebase.projectId;
  const adminApp = initializeApp({ projectId }, `two-processes-${randomUUID()}`);
  const phone = `+22178${String(Date.now()).slice(-7)}`;
  try {
    await grantRole(getAuth(adminApp), phone, 'staff');
  } finally {
    await deleteApp(adminApp);
  }
  return signInWithPhone(projectId, phone);
}

const client = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const [a, b] = [() => servers[0] as ServerProcess, () => servers[1] as ServerProcess];

describe('two server processes on one PostgreSQL and one Redis', () => {
  it("count a client's writes together", async () => {
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
    await database.db
      .update(products)
      .set({ nameFr: `${original} — édition limitée` })
      .where(eq(products.id, 1));
    await invalidateCatalogue(database.db);

    // NOTIFY reaches the other processes asynchronously (well under a millisecond on one host, but a GET
    // sent at the same instant can still be answered first), so "the next GET" means the next one once
    // the notification has been delivered: allowed half a second, never a cache lifetime (60 s).
    for (const server of servers) {
      await vi.waitFor(async () => expect(await nameIn(server)).toBe(`${original} — édition limitée`), { timeout: 500, interval: 20 });
    }
  });

  it('pay an order placed and started on one process through the payment notification the other receives', async () => {
    const [product] = await database.db.select().from(products).where(eq(products.availability, true)).orderBy(asc(products.id)).limit(1);
    const [collect] = await database.db.select().from(deliveryMethods).where(eq(deliveryMethods.code, 'collect'));
    if (!product || !collect) throw new Error('the seed lacks an available product or the collect method');
    const write = (server: ServerProcess, url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client(), ...bearer(awa), ...headers },
        body: JSON.stringify(body),
      });
    const placed = await write(
      a(),
      '/api/orders?locale=fr',
      {
        customer_id: awaId,
        products: [{ id: product.id, quantity: 1 }],
        total: product.price + collect.fee,
        shipping_method: 'collect',
        payment_method: 'wave',
        client_info: clientInfo,
        payment_phone: '77 123 45 67',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orderId = ((await placed.json()) as { data: { id: number } }).data.id;
    const started = await write(a(), `/api/orders/${orderId}/payment`, { method: 'wave', phone: '771234567' });
    expect(started.status, await started.clone().text()).toBe(200);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment?.providerToken).toBeTruthy();
    // A staff member has the back office open on A (the live feed, issue 24).
    const feed = await openFeed(a().base, { ...bearer(await staffMember()), 'x-forwarded-for': client() });
    expect(feed.status).toBe(200);
    await expect.poll(() => feed.comments).toContain('listening');

    // The shopper approves on the payment page served by A; PayDunya (the simulator) notifies the
    // shop's public address, which the load balancer gave to B.
    const approved = await fetch(`${a().base}/paydunya-sim/checkout/${payment?.providerToken}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client() },
      body: '',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    await expect.poll(async () => (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.state).toBe('paid');
    // A log line reaches this test a little after the request it describes.
    const handledIpn = (server: ServerProcess) => server.logs.some((line) => line.includes('/api/payments/paydunya/ipn'));
    await expect.poll(() => handledIpn(b()), { message: b().logs.join('\n') }).toBe(true);
    expect(handledIpn(a())).toBe(false);
    // B committed the payment; A's staff member hears of it (other orders' expiries may come first).
    const paid = { kind: 'order', id: orderId, from: 'pending_payment', to: 'paid' };
    let heard = await feed.next();
    while (JSON.stringify(heard) !== JSON.stringify(paid)) heard = await feed.next();
    expect(heard).toEqual(paid);
    feed.close();

    // Both processes run the SMS sender over the one outbox: the shopper gets her "paid" text once.
    const paidTexts = async (server: ServerProcess) => {
      const inbox = await fetch(`${server.base}/sms-sim/api/messages?to=${encodeURIComponent(awa.phoneNumber ?? '')}`);
      const { data } = (await inbox.json()) as { data: { text: string }[] };
      return data.filter((sms) => sms.text.endsWith(`/orders/${orderId}`)).length;
    };
    await expect.poll(() => paidTexts(a()), { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect([await paidTexts(a()), await paidTexts(b())]).toEqual([1, 1]);
  });

  it('expire each forgotten order once, though both sweep', async () => {
    await expect
      .poll(async () => (await database.db.select().from(orders).where(inArray(orders.id, forgottenOrderIds))).map((order) => order.state))
      .toEqual(['expired', 'expired', 'expired']);
    const expiredBy = (server: ServerProcess) =>
      server.logs
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; orders?: number })
        .filter((entry) => entry.msg === 'unpaid orders swept')
        .reduce((total, entry) => total + (entry.orders ?? 0), 0);
    expect(expiredBy(a()) + expiredBy(b())).toBe(forgottenOrderIds.length);
  });
});
