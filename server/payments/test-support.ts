/**
 * For the order and payment API tests: the real app listening on a free local port, so the PayDunya
 * client reaches the simulator over HTTP exactly as in a running shop, and the simulator's IPN reaches
 * our callback the same way. Also: a customer record for an emulator user, and catalogue facts.
 */
import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import { customers, deliveryMethods, orderReviews, orders, paydunyaSimInvoices, payments, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/app';
import type { EmulatorUser } from '../test-support/auth-emulator';
import { paymentStatusOf } from '../orders/payment-status';
import { paydunyaClientFor, simulatorOf } from './paydunya-setup';
import type { SimulatorStore } from './simulator/store';
import { freePort } from '../test-support/free-port';

export interface CheckoutTestApp extends TestApp {
  origin: string;
  simulator: SimulatorStore;
  /** Every log line the app wrote (JSON), for "nothing personal is logged" checks. */
  logs: string[];
}

export async function listeningCheckoutApp(env: Record<string, string> = {}): Promise<CheckoutTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: origin, WRITE_RATE_LIMIT: '100000', LOG_LEVEL: 'info', ...env }, logStream });
  await t.app.listen({ port, host: '127.0.0.1' });
  const simulator = simulatorOf(t.config);
  if (!simulator) throw new Error('the test app runs without the PayDunya simulator');
  return { ...t, origin, simulator, logs };
}

export async function registerCustomer(t: TestApp, user: EmulatorUser, name = { fname: 'Awa', lname: 'Diop' }) {
  const [customer] = await t.database.db
    .insert(customers)
    .values({ ...name, email: `${name.fname.toLowerCase()}.${user.uid.slice(0, 6)}@example.sn`, address: 'Rue 10, Médina, Dakar', authId: user.uid, phone: user.phoneNumber ?? '+221770000000' })
    .returning();
  if (!customer) throw new Error('customer not inserted');
  return customer;
}

export async function catalogueFacts(t: TestApp) {
  const db = t.database.db;
  const available = await db.select().from(products).where(eq(products.availability, true)).orderBy(asc(products.id)).limit(2);
  const [soldOut] = await db.select().from(products).where(eq(products.availability, false)).limit(1);
  const fees = Object.fromEntries((await db.select().from(deliveryMethods)).map((method) => [method.code, method.fee]));
  const [first, second] = available;
  if (!first || !second || !soldOut || fees.collect === undefined) throw new Error('the seed lacks the products or fees these tests need');
  return { first, second, soldOut, collectFee: fees.collect };
}

export async function ordersOf(t: TestApp, customerId: number) {
  return t.database.db.select().from(orders).where(eq(orders.customerId, customerId));
}

export async function paymentsOf(t: TestApp, orderId: number) {
  return t.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

/** The stored order, with the spec's `status` the shopper's API derives from its state and last attempt. */
export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  const last = (await paymentsOf(t, orderId)).at(-1);
  const status = paymentStatusOf(row.state, last ? { status: last.status, outcome: typeof last.raw?.outcome === 'string' ? last.raw.outcome : null } : null);
  return { ...row, status };
}

/** The sweep as the server runs it (ask PayDunya, then expire), with the test app's client and log. */
export const sweepDeps = (t: TestApp) => ({ db: t.database.db, client: paydunyaClientFor(t.config), log: t.app.log });

/** The invoices the simulator made for an order (as PayDunya would list them). */
export async function simulatorInvoicesOf(t: TestApp, orderId: number) {
  return t.database.db
    .select()
    .from(paydunyaSimInvoices)
    .where(sql`${paydunyaSimInvoices.request}->'custom_data'->>'order_id' = ${String(orderId)}`);
}

export async function reviewsOf(t: TestApp, orderId: number) {
  return t.database.db.select().from(orderReviews).where(eq(orderReviews.orderId, orderId)).orderBy(asc(orderReviews.id));
}
