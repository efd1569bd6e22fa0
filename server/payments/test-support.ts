/**
 * For the order and payment API tests: the real app listening on a free local port, so the PayDunya
 * client reaches the simulator over HTTP exactly as in a running shop, and the simulator's IPN reaches
 * our callback the same way. Also: a customer record for an emulator user, catalogue facts, and the set-up the
 * order and payment tests share (a shopper who places an order, starts its payment and clicks on the hosted page).
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ClientInfo } from '../../src/domain/client-info';
import { orderResponseSchema, type Order } from '../../src/domain/order';
import { clientInfo } from '../../src/domain/testing/fixtures';
import { customers, deliveryMethods, orderReviews, orders, paydunyaSimInvoices, payments, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/app';
import { bearer, signInWithPhone, type EmulatorUser } from '../test-support/auth-emulator';
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

const isAddressInUse = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

/**
 * The app listening on a port of its own, which its configuration names (the gateway calls it back there). Between
 * choosing a free port and listening on it, another test file's server may take it: then it starts again on another.
 */
export async function listeningCheckoutApp(env: Record<string, string> = {}): Promise<CheckoutTestApp> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await listeningOnce(env);
    } catch (error) {
      if (!isAddressInUse(error) || attempt === 3) throw error;
    }
  }
}

async function listeningOnce(env: Record<string, string>): Promise<CheckoutTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp({
    env: { PORT: String(port), PUBLIC_URL: origin, WRITE_RATE_LIMIT: '100000', LOG_LEVEL: 'info', ...env },
    logStream,
  });
  try {
    await t.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await t.close();
    throw error;
  }
  const simulator = simulatorOf(t.config);
  if (!simulator) throw new Error('the test app runs without the PayDunya simulator');
  return { ...t, origin, simulator, logs };
}

export async function registerCustomer(t: TestApp, user: EmulatorUser, name = { fname: 'Awa', lname: 'Diop' }) {
  const [customer] = await t.database.db
    .insert(customers)
    .values({
      ...name,
      email: `${name.fname.toLowerCase()}.${user.uid.slice(0, 6)}@example.sn`,
      address: 'Rue 10, Médina, Dakar',
      authId: user.uid,
      phone: user.phoneNumber ?? '+221770000000',
    })
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
  const status = paymentStatusOf(
    row.state,
    last ? { status: last.status, outcome: typeof last.raw?.outcome === 'string' ? last.raw.outcome : null } : null,
  );
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

/** A button of the simulator's hosted payment page (README "Paying locally"). */
export type HostedPageButton = 'approve' | 'decline' | 'approve-without-ipn' | 'approve-late-ipn' | 'approve-ipn-twice';

/** Who orders: a signed-in shopper with a customer record, on a test app with the catalogue's facts. */
export interface OrderingShopper {
  t: TestApp;
  shopper: EmulatorUser;
  customerId: number;
  facts: Awaited<ReturnType<typeof catalogueFacts>>;
}

export interface OrderOptions {
  /** The first available product by default. */
  productId?: number;
  quantity?: number;
  /** Wave by default. */
  paymentMethod?: string;
  /** `77 123 45 67` by default; null sends none (a card). */
  paymentPhone?: string | null;
  /** Where and when to deliver: the fixture's by default. */
  clientInfo?: ClientInfo;
  /** Sent besides, as an older client may (`deposit`, `rest`: recomputed by the server). */
  extra?: Record<string, unknown>;
}

/** POST /api/orders: the shopper orders `quantity` of a product, collected at the shop; expects 201 and answers the order. */
export async function placeOrderAs({ t, shopper, customerId, facts }: OrderingShopper, options: OrderOptions = {}): Promise<Order> {
  const { productId = facts.first.id, quantity = 1, paymentMethod = 'wave', paymentPhone = '77 123 45 67' } = options;
  // Today's price: a test may have changed it since the facts were read.
  const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`no product ${productId}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders?locale=fr',
    headers: { ...bearer(shopper), 'idempotency-key': randomUUID() },
    payload: {
      customer_id: customerId,
      products: [{ id: productId, quantity }],
      total: product.price * quantity + facts.collectFee,
      ...options.extra,
      shipping_method: 'collect',
      payment_method: paymentMethod,
      client_info: options.clientInfo ?? clientInfo,
      ...(paymentPhone === null ? {} : { payment_phone: paymentPhone }),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return orderResponseSchema.parse(response.json()).data;
}

/** The order and payment tests' set-up: a signed-in shopper with a customer record, on the real app listening on a port. */
export interface ShopperCheckout extends OrderingShopper {
  t: CheckoutTestApp;
  placeOrder(options?: OrderOptions): Promise<Order>;
  /** POST /api/orders/:id/payment as the shopper, with Wave from 771234567 by default. */
  startPayment(orderId: number, body?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A click on the simulator's hosted page for the invoice `token`, which sends the browser back to the shop (303): answers where to. */
  clickOnHostedPage(token: string, button: HostedPageButton, origin?: string): Promise<string | null>;
}

export async function shopperCheckout(env: Record<string, string> = {}): Promise<ShopperCheckout> {
  const t = await listeningCheckoutApp(env);
  const shopper = await signInWithPhone(t.config.firebase.projectId);
  const customerId = (await registerCustomer(t, shopper)).id;
  const facts = await catalogueFacts(t);
  const ordering: OrderingShopper = { t, shopper, customerId, facts };
  return {
    ...ordering,
    t,
    placeOrder: (options) => placeOrderAs(ordering, options),
    startPayment: (orderId, body = { method: 'wave', phone: '771234567' }, headers = {}) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: { ...bearer(shopper), ...headers }, payload: body }),
    async clickOnHostedPage(token, button, origin = t.origin) {
      const response = await fetch(`${origin}/paydunya-sim/checkout/${token}/${button}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      return response.headers.get('location');
    },
  };
}
