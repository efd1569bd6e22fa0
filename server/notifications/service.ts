/**
 * Text messages to shoppers (issue 24; DESIGN "Payments": the outbox pattern). A change that tells the
 * shopper something queues its message in its own transaction (queueOrderMessage, queueBookingMessage):
 * a refused or rolled-back change queues nothing. The sender (startSmsSender) sends what is due, outside
 * any transaction: a provider that fails is tried again with exponential back-off, and never holds up or
 * undoes the change. Several server processes may send at once; each row is claimed by one of them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderState } from '../../src/domain/order-state';
import { signInPhoneNumber } from '../../src/domain/phone';
import type { ShopperMessageKind } from '../../src/domain/shopper-messages';
import type { Db } from '../db/client';
import { bookings, customers, orders } from '../db/schema';
import { claimDueMessages, keepBody, markRefused, markSent, queueMessage, type OutboxRow, type Writer } from './repository';
import type { SmsProvider } from './sms-provider';
import { shopperText } from './texts';

type OrderRow = typeof orders.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** The message an order's change tells the shopper of, if any. */
export function orderMessageKind(from: OrderState, to: OrderState): ShopperMessageKind | null {
  switch (to) {
    // overpaid → paid is the staff giving back a second payment: she was told of the first.
    case 'paid':
      return from === 'overpaid' ? null : 'order_paid';
    case 'shipped':
      return 'order_shipped';
    case 'ready_for_pickup':
      return 'order_ready_for_pickup';
    case 'refunded':
      return 'order_refunded';
    default:
      return null;
  }
}

/** Queues the message of an order's change, in the change's transaction, to the number she signs in with. */
export async function queueOrderMessage(tx: Writer & Pick<Db, 'select'>, order: OrderRow, from: OrderState, to: OrderState): Promise<void> {
  const kind = orderMessageKind(from, to);
  if (kind === null) return;
  const [customer] = await tx.select({ phone: customers.phone }).from(customers).where(eq(customers.id, order.customerId));
  if (!customer) return;
  await queueMessage(tx, { kind, to: customer.phone, locale: order.locale, params: { order: order.id }, orderId: order.id });
}

/** Queues a booking's message, in the booking's transaction, to the phone on the booking (nothing if it is no mobile number). */
export async function queueBookingMessage(
  tx: Writer,
  booking: BookingRow,
  kind: 'booking_received' | 'booking_confirmed' | 'booking_cancelled',
): Promise<void> {
  const to = signInPhoneNumber(booking.phone);
  if (to === null) return;
  await queueMessage(tx, {
    kind,
    to,
    locale: booking.locale,
    params: {
      booking: booking.id,
      service: booking.serviceType,
      shop: booking.shopName,
      day: booking.serviceDay,
      hour: booking.serviceHour,
    },
    bookingId: booking.id,
  });
}

/** The text of a row: as sent once it was tried, else as it will be sent. */
export const textOf = (row: OutboxRow, shopUrl: string): string => row.body ?? shopperText(row.kind, row.locale, row.params, shopUrl);

export interface SenderDeps {
  db: Db;
  provider: SmsProvider;
  /** The shop's public origin (PUBLIC_URL), for the links in the texts. */
  shopUrl: string;
  log: FastifyBaseLogger;
}

export interface SenderSettings {
  /** How often the sender looks for due messages. */
  intervalMs: number;
  /** The first retry's delay; each next one doubles it, up to an hour. */
  retryBaseSeconds: number;
  /** Tries before a message is given up (status failed). */
  maxAttempts: number;
  /** Messages taken per look. */
  batch: number;
  /** How long a taken message is kept from other senders; a send that takes longer counts as failed. */
  leaseSeconds: number;
}

export const defaultSenderSettings: SenderSettings = {
  intervalMs: 1000,
  retryBaseSeconds: 30,
  maxAttempts: 8,
  batch: 20,
  leaseSeconds: 60,
};

export const retryDelaySeconds = (settings: SenderSettings, attempts: number): number =>
  Math.min(3600, settings.retryBaseSeconds * 2 ** Math.max(0, attempts - 1));

function withinLease<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${seconds / 2} s`)), (seconds * 1000) / 2);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface SendOutcome {
  sent: number;
  retried: number;
  failed: number;
}

/** One pass: sends every message due now (those this process could claim). */
export async function sendDueMessages(deps: SenderDeps, settings: SenderSettings): Promise<SendOutcome> {
  const { db, provider, log } = deps;
  const outcome: SendOutcome = { sent: 0, retried: 0, failed: 0 };
  const claimed = await claimDueMessages(db, settings.batch, settings.leaseSeconds);
  for (const row of claimed) {
    const text = textOf(row, deps.shopUrl);
    if (row.body === null) await keepBody(db, row.id, text);
    try {
      const { id } = await withinLease(provider.send(row.toPhone, text), settings.leaseSeconds);
      await markSent(db, row.id, id);
      outcome.sent += 1;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      const givenUp = row.attempts >= settings.maxAttempts;
      await markRefused(db, row.id, reason, givenUp ? null : retryDelaySeconds(settings, row.attempts));
      // Ids and the reason only: the number and the text are the shopper's.
      log.warn({ smsId: row.id, attempts: row.attempts, reason }, givenUp ? 'sms given up' : 'sms refused, tried again later');
      if (givenUp) outcome.failed += 1;
      else outcome.retried += 1;
    }
  }
  return outcome;
}

/** Sends due messages every intervalMs until stopped; stopping waits for the pass under way. */
export function startSmsSender(deps: SenderDeps, settings: SenderSettings = defaultSenderSettings): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = sendDueMessages(deps, settings)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'sms sender pass failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(pass, settings.intervalMs);
  timer.unref();
  pass();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
