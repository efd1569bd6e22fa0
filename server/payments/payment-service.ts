/**
 * Starting a payment for an order: an invoice for the order's total as stored (never an amount from the
 * request), then the wallet's SoftPay call or the hosted card page. Every attempt is a payments row; a
 * failed or cancelled order gets a new attempt, never a second order. An order has at most one live
 * (pending) attempt: the database's partial unique index holds it, and claimAttempt decides it before
 * any invoice is made, so concurrent starts make one invoice (docs/decisions/payment-attempts-and-expiry.md).
 */
import { asc, and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderState } from '../../src/domain/order-state';
import type { PaymentMethod } from '../../src/domain/payment';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { orderItems, orders, payments, products } from '../db/schema';
import { ConflictError, HttpError } from '../errors';
import { noteForRequestLog } from '../logging';
import { applyOrderEvent } from '../orders/order-service';
import { expireOrderIfDue } from './order-expiry';
import type { OrderRow } from '../orders/repository';
import type { PaydunyaClient } from './paydunya-client';
import { shopUrls } from './paydunya-setup';
import { walletChannelOrThrow } from './wallet-channel';

export interface PaymentDeps {
  db: Db;
  client: PaydunyaClient;
  config: Config;
  log: FastifyBaseLogger;
}

const storeName = 'Baobab';

const providerError = (message: string) =>
  new HttpError(502, 'PaymentProviderError', 'The payment could not be started. Please try again in a moment.', {
    provider_message: message,
  });

type LiveAttempt = typeof payments.$inferSelect;
type Claim = { kind: 'new'; paymentId: number } | { kind: 'same'; attempt: LiveAttempt } | { kind: 'refused'; state: OrderState | null };

// How long a second start waits for a concurrent first one to get its invoice, and how often it looks.
const concurrentStartWaitMs = 15_000;
const concurrentStartPollMs = 100;
// An attempt whose invoice exists but has no answer yet is being started unless it is older than this.
const inFlightMs = 60_000;

const sameAttempt = (live: LiveAttempt, method: PaymentMethod, channel: string | null, walletPhone: string | null) =>
  live.method === method && live.channel === channel && live.walletPhone === walletPhone;

/**
 * Makes this start the order's one live attempt, in one transaction that locks the order row (so
 * concurrent starts take turns): the order must still be payable — never an invoice for a paid or
 * expired order — and an attempt already pending with the same method and number is answered again
 * instead of making a second invoice. A pending attempt with another method or number is withdrawn
 * (cancelled, outcome superseded); if PayDunya still completes it, the IPN honours it (money wins).
 */
async function claimAttempt(
  db: Db,
  order: OrderRow,
  method: PaymentMethod,
  channel: string | null,
  walletPhone: string | null,
  now: Date,
): Promise<Claim> {
  return db.transaction(async (tx): Promise<Claim> => {
    // The row lock makes concurrent starts take turns; the order machine says whether it is still payable.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const started = await applyOrderEvent(tx, order.id, { type: 'PAYMENT_STARTED' }, { paymentMethod: method });
    if (!started.ok) return { kind: 'refused', state: started.state };
    const [live] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
      .limit(1);
    if (
      live &&
      sameAttempt(live, method, channel, walletPhone) &&
      (live.checkoutUrl !== null || now.getTime() - live.createdAt.getTime() < inFlightMs)
    ) {
      return { kind: 'same', attempt: live };
    }
    if (live) {
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now, raw: { ...live.raw, outcome: 'superseded' } })
        .where(and(eq(payments.id, live.id), eq(payments.status, 'pending')));
    }
    const [created] = await tx
      .insert(payments)
      .values({ orderId: order.id, method, channel, walletPhone, amount: order.total, status: 'pending' })
      .returning({ id: payments.id });
    if (!created) throw new Error('the payment attempt was not inserted');
    return { kind: 'new', paymentId: created.id };
  });
}

/** The answer of an attempt another request is starting: waits for its invoice, then sends the shopper to the same place. */
async function answerOfSameAttempt(db: Db, attempt: LiveAttempt): Promise<{ url: string }> {
  const deadline = Date.now() + concurrentStartWaitMs;
  let current: Pick<LiveAttempt, 'checkoutUrl' | 'status' | 'raw'> | undefined = attempt;
  while (current && Date.now() < deadline) {
    if (current.checkoutUrl !== null) return { url: current.checkoutUrl };
    // A start with another method or number replaced it meanwhile: nothing failed at PayDunya (no 502).
    if (current.status === 'cancelled' && current.raw?.outcome === 'superseded') {
      throw new ConflictError('Another payment was started for this order meanwhile. Please follow that one.', {
        reason: 'payment_superseded',
      });
    }
    // The concurrent start failed at PayDunya: this one fails the same way, and a new start may be tried.
    if (current.status !== 'pending') throw providerError('the concurrent start of this payment failed');
    await new Promise((resolve) => setTimeout(resolve, concurrentStartPollMs));
    [current] = await db
      .select({ checkoutUrl: payments.checkoutUrl, status: payments.status, raw: payments.raw })
      .from(payments)
      .where(eq(payments.id, attempt.id));
  }
  throw new ConflictError('A payment for this order is already being started. Please wait a moment and try again.', {
    reason: 'payment_in_progress',
  });
}

/** Products marked unavailable since the order was placed stop its payment (the shop cannot deliver them). */
async function assertStillAvailable(db: Db, order: OrderRow): Promise<void> {
  const gone = await db
    .select({ id: products.id, name: orderItems.name })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, order.id), eq(products.availability, false)));
  if (gone.length === 0) return;
  throw new ConflictError(
    `Out of stock since the order was placed: ${gone.map((row) => row.name).join(', ')}. Please order again without them.`,
    {
      reason: 'out_of_stock',
      product_ids: gone.map((row) => row.id),
    },
  );
}

function refusal(state: OrderState | null): ConflictError {
  if (state === 'expired' || state === 'cancelled')
    return new ConflictError('This order has expired. Please order again.', { reason: 'order_expired', status: 'expired', state });
  return new ConflictError('This order is already paid.', { reason: 'already_paid', ...(state ? { status: 'paid', state } : {}) });
}

/**
 * Starts (or answers again) the order's payment. `shopOrigin` is where PayDunya sends the shopper back
 * and where it notifies (see shopOriginFor).
 */
export async function startPayment(
  deps: PaymentDeps,
  order: OrderRow,
  method: PaymentMethod,
  phone: string | undefined,
  shopOrigin = deps.config.publicUrl,
): Promise<{ url: string }> {
  const { db, client, config, log } = deps;
  const wallet = walletChannelOrThrow(method, phone);
  await assertStillAvailable(db, order);
  // Past its time but not yet swept (the sweep runs every minute): asked about and expired now, so it is refused below.
  const cutoff = new Date(Date.now() - config.unpaidOrderExpiryMinutes * 60_000);
  if (order.updatedAt < cutoff) await expireOrderIfDue({ db, client, log }, order.id, cutoff);

  const claim = await claimAttempt(db, order, method, wallet?.channel ?? null, wallet?.national ?? null, new Date());
  if (claim.kind === 'refused') throw refusal(claim.state);
  if (claim.kind === 'same') {
    noteForRequestLog(
      log,
      { orderId: order.id, paymentId: claim.attempt.id, method, reused: true },
      'payment start answered with the live attempt',
    );
    return answerOfSameAttempt(db, claim.attempt);
  }
  const { paymentId } = claim;
  const settleAttempt = async (outcome: string, orderFailed: boolean) =>
    db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date(), raw: { outcome } })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
      if (orderFailed) await applyOrderEvent(tx, order.id, { type: 'PAYMENT_FAILED' });
    });

  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const urls = shopUrls(shopOrigin, order.id);
  const invoice = await client.createInvoice({
    items: [
      ...items.map((item) => ({ name: item.name, quantity: item.quantity, unitPrice: item.unitPrice })),
      ...(order.deliveryFee > 0 ? [{ name: `Delivery (${order.shippingMethod})`, quantity: 1, unitPrice: order.deliveryFee }] : []),
    ],
    totalAmount: order.total,
    description: `Baobab order #${order.id}`,
    channels: [wallet ? wallet.channel.replace(/^new-/, '') : 'card'],
    customData: { order_id: order.id },
    actions: { returnUrl: urls.status, cancelUrl: urls.status, callbackUrl: urls.ipn },
    store: { name: storeName, websiteUrl: config.publicUrl },
  });
  if (!invoice.ok) {
    // No invoice exists: the attempt ends, the order stays as it was (pending) and may be started again.
    await settleAttempt('invoice_failed', false);
    log.warn({ orderId: order.id, method }, 'paydunya: invoice creation failed');
    throw providerError(invoice.message);
  }
  const answer = async (url: string) => {
    await db.update(payments).set({ checkoutUrl: url, updatedAt: new Date() }).where(eq(payments.id, paymentId));
    return { url };
  };
  await db.update(payments).set({ providerToken: invoice.value.token, updatedAt: new Date() }).where(eq(payments.id, paymentId));

  if (!wallet) {
    noteForRequestLog(log, { orderId: order.id, paymentId, method }, 'payment started on the hosted page');
    return answer(invoice.value.url);
  }

  const { fname, lname, email } = order.clientInfo;
  const softpay = await client.softpay(wallet.channel, invoice.value.token, {
    fullName: `${fname} ${lname}`,
    email,
    phone: wallet.national,
  });
  if (!softpay.ok) {
    await settleAttempt('softpay_refused', true);
    log.warn({ orderId: order.id, paymentId, method, channel: wallet.channel }, 'paydunya: SoftPay refused the payment');
    throw providerError(softpay.message);
  }
  noteForRequestLog(log, { orderId: order.id, paymentId, method, channel: wallet.channel }, 'payment started with SoftPay');
  // MTN asks for approval on the phone: the shopper waits on the order's status page.
  return answer(softpay.value.url ?? urls.status);
}
