/**
 * The outbox's queries (table sms_outbox). Queueing is part of the caller's transaction; the sender
 * claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (next_attempt_at pushed forward), so of
 * several server processes exactly one takes a row, and no transaction stays open while it sends.
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ApiLocale } from '../../src/domain/api';
import type { ShopperMessageKind, ShopperMessageParams } from '../../src/domain/shopper-messages';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';

/** A database or a transaction (the caller's, for a queued row). */
export type Writer = Pick<Db, 'insert'>;

export type OutboxRow = typeof smsOutbox.$inferSelect;

export interface QueuedMessage {
  kind: ShopperMessageKind;
  to: string;
  locale: ApiLocale;
  params: ShopperMessageParams;
  orderId?: number;
  bookingId?: number;
}

/** Queues one message; an event already told (same record, same kind) writes nothing. */
export async function queueMessage(db: Writer, message: QueuedMessage): Promise<void> {
  await db
    .insert(smsOutbox)
    .values({
      kind: message.kind,
      toPhone: message.to,
      locale: message.locale,
      params: message.params,
      orderId: message.orderId ?? null,
      bookingId: message.bookingId ?? null,
    })
    .onConflictDoNothing();
}

/**
 * Takes up to `limit` due rows for `leaseSeconds`: their try is counted now, and no other sender sees
 * them again before the lease ends (a process that died mid-send leaves them to be tried again then).
 */
export async function claimDueMessages(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  // A CTE, not `WHERE id IN (subquery)`: PostgreSQL may run such a subquery more than once, past its LIMIT and
  // into rows another sender just locked. A CTE holding FOR UPDATE is evaluated once.
  const due = db.$with('due').as(
    db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(smsOutbox)
    .set({
      attempts: sql`${smsOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(smsOutbox.id, db.select({ id: due.id }).from(due)))
    .returning();
}

/** The text the row goes out with, kept from its first try on (a retry sends the same words). */
export async function keepBody(db: Db, id: number, body: string): Promise<void> {
  await db.update(smsOutbox).set({ body }).where(eq(smsOutbox.id, id));
}

export async function markSent(db: Db, id: number, providerId: string | null): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, providerId, lastError: null })
    .where(eq(smsOutbox.id, id));
}

/** After a refused send: tried again in `retryInSeconds`, or given up (failed) when that is null. */
export async function markRefused(db: Db, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .update(smsOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(smsOutbox.id, id));
}

/** An order's messages, newest first (the back office shows them with its history). */
export function messagesOfOrder(db: Db, orderId: number): Promise<OutboxRow[]> {
  return db.select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId)).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id));
}
