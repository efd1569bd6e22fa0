/**
 * Starting a payment for an order: an invoice for the order's total as stored (never an amount from the
 * request), then the wallet's SoftPay call or the hosted card page. Every attempt is a payments row; a
 * failed or cancelled order gets a new attempt, never a second order.
 */
import { asc, and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isPayable } from '../../src/domain/order';
import { isWalletMethod, type PaymentMethod } from '../../src/domain/payment';
import { walletPhoneOf, walletPhoneProblemMessages, type WalletChannel } from '../../src/domain/payment-phone';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { orderItems, payments } from '../db/schema';
import { ConflictError, HttpError } from '../errors';
import { transitionOrder, type OrderRow } from './order-repository';
import type { PaydunyaClient } from './paydunya-client';
import { shopUrls } from './paydunya-setup';

export interface PaymentDeps {
  db: Db;
  client: PaydunyaClient;
  config: Config;
  log: FastifyBaseLogger;
}

const storeName = 'Baobab';

/** Checks the wallet number for the method before anything is created; card payments need none. */
export function walletChannelOrThrow(method: PaymentMethod, phone: string | undefined): { channel: WalletChannel; national: string } | null {
  if (!isWalletMethod(method)) return null;
  if (!phone) throw new HttpError(400, 'InvalidWalletPhone', 'A phone number is required to pay with a mobile wallet.', { reason: 'missing', field: 'phone' });
  const wallet = walletPhoneOf(method, phone);
  if (!wallet.ok) throw new HttpError(400, 'InvalidWalletPhone', walletPhoneProblemMessages[wallet.reason], { reason: wallet.reason, field: 'phone' });
  return { channel: wallet.channel, national: wallet.national };
}

const providerError = (message: string) =>
  new HttpError(502, 'PaymentProviderError', 'The payment could not be started. Please try again in a moment.', { provider_message: message });

export async function startPayment(deps: PaymentDeps, order: OrderRow, method: PaymentMethod, phone: string | undefined): Promise<{ url: string }> {
  const { db, client, config, log } = deps;
  if (!isPayable(order.status)) throw new ConflictError('This order is already paid.', { reason: 'already_paid', status: order.status });
  const wallet = walletChannelOrThrow(method, phone);

  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const urls = shopUrls(config, order.id);
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
    log.warn({ orderId: order.id, method }, 'paydunya: invoice creation failed');
    throw providerError(invoice.message);
  }

  const paymentId = await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: order.id, providerToken: invoice.value.token, method, amount: order.total, status: 'pending' })
      .returning({ id: payments.id });
    // A failed or cancelled order is retried as the same order: it waits for this payment again.
    const reopened = await transitionOrder(tx, order.id, ['pending_payment', 'payment_failed', 'cancelled'], 'pending_payment', { paymentMethod: method });
    if (!reopened) throw new ConflictError('This order is already paid.', { reason: 'already_paid' });
    return payment?.id ?? 0;
  });

  if (!wallet) {
    log.info({ orderId: order.id, paymentId, method }, 'payment started on the hosted page');
    return { url: invoice.value.url };
  }

  const { fname, lname, email } = order.clientInfo;
  const softpay = await client.softpay(wallet.channel, invoice.value.token, { fullName: `${fname} ${lname}`, email, phone: wallet.national });
  if (!softpay.ok) {
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
      await transitionOrder(tx, order.id, ['pending_payment'], 'payment_failed');
    });
    log.warn({ orderId: order.id, paymentId, method, channel: wallet.channel }, 'paydunya: SoftPay refused the payment');
    throw providerError(softpay.message);
  }
  log.info({ orderId: order.id, paymentId, method, channel: wallet.channel }, 'payment started with SoftPay');
  // MTN asks for approval on the phone: the shopper waits on the order's status page.
  return { url: softpay.value.url ?? urls.status };
}
