/**
 * Refunds through PayDunya's disbursement API (docs/decisions/refunds-disbursement.md): money goes back
 * to the wallet it came from — the payment attempt's SoftPay channel and number — one `refunds` row per
 * payment, newest payment first. A card payment has no wallet to push to: its row is `manual`, for the
 * staff to refund by other means. Every attempt is recorded: sent, failed with PayDunya's reason, retried.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminRefund, RefundReason } from '../../src/domain/refunds';
import type { Db } from '../db/client';
import { orders, payments, refunds } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import { disburseCallbackSchema, withdrawModeOfChannel } from './disburse-contract';
import { isIpnHashValid, type DisburseOutcome, type PaydunyaClient } from './paydunya-client';

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundDeps {
  db: Db;
  client: PaydunyaClient;
  /** Where PayDunya posts a payout's final outcome: `${publicUrl}${disburseCallbackPath}`. */
  callbackUrl: string;
  log: FastifyBaseLogger;
}

export const disburseCallbackPath = '/api/payments/paydunya/disburse-callback';

/** How much of each completed payment of the order can still be given back, newest payment first. */
async function refundablePayments(tx: Pick<Db, 'select'>, orderId: number) {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.id));
  const given = await tx
    .select({ paymentId: refunds.paymentId, amount: sql<number>`sum(${refunds.amount})::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .groupBy(refunds.paymentId);
  const givenOf = new Map(given.map((row) => [row.paymentId, Number(row.amount)]));
  return paid.map((payment) => ({ payment, left: payment.amount - (givenOf.get(payment.id) ?? 0) }));
}

/**
 * Gives `amount` back to the payers of the order: records one refund per payment it comes from (under
 * the order's row lock, so two requests cannot give the same money back twice), then sends each
 * wallet's payout and records its outcome. 409 when the order has less left to give back.
 */
export async function requestRefund(deps: RefundDeps, orderId: number, amount: number, reason: RefundReason): Promise<RefundRow[]> {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new ConflictError('A refund is a positive whole amount of F CFA.', { reason: 'invalid_amount' });
  const created = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new NotFoundError('No such order.');
    const rows: RefundRow[] = [];
    let remaining = amount;
    for (const { payment, left } of await refundablePayments(tx, orderId)) {
      if (remaining === 0) break;
      const share = Math.min(left, remaining);
      if (share <= 0) continue;
      remaining -= share;
      const withdrawMode = payment.channel ? withdrawModeOfChannel[payment.channel] : undefined;
      const wallet = withdrawMode && payment.walletPhone ? { withdrawMode, accountAlias: payment.walletPhone } : null;
      const [row] = await tx
        .insert(refunds)
        .values({ orderId, paymentId: payment.id, reason, amount: share, ...(wallet ?? { status: 'manual' as const }) })
        .returning();
      if (row) rows.push(row);
    }
    if (remaining > 0) {
      throw new ConflictError('This order has less left to give back than that.', {
        reason: 'refund_exceeds_payments',
        asked: amount,
        refundable: amount - remaining,
      });
    }
    return rows;
  });
  const results: RefundRow[] = [];
  for (const row of created) results.push(row.status === 'pending' ? await sendPayout(deps, row) : row);
  return results;
}

/**
 * THE call for the order flow, once the staff's action is committed: `refund` (the order became
 * refunded) gives back everything paid and not yet given back; `refund_excess` (overpaid → paid) gives
 * back what was paid beyond the first payment. Nothing to give back: no refund, no error.
 */
export async function refundAfterOrderAction(deps: RefundDeps, orderId: number, action: 'refund' | 'refund_excess'): Promise<RefundRow[]> {
  const refundable = await refundablePayments(deps.db, orderId);
  const left = refundable.reduce((sum, { left: amount }) => sum + amount, 0);
  // The oldest completed payment is what the order cost; any later one is the excess.
  const owed = refundable.at(-1)?.payment.amount ?? 0;
  const amount = action === 'refund' ? left : Math.max(0, left - owed);
  if (amount <= 0) return [];
  return requestRefund(deps, orderId, amount, action === 'refund' ? 'refund' : 'overpayment');
}

/** The staff's retry of a failed refund: 404 unknown, 409 unless it failed. */
export async function retryRefund(deps: RefundDeps, orderId: number, refundId: number): Promise<RefundRow> {
  const [row] = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
  if (!row) throw new NotFoundError('No such refund for this order.');
  if (row.status !== 'failed')
    throw new ConflictError(`This refund is ${row.status}: only a failed one is retried.`, {
      reason: 'refund_not_failed',
      status: row.status,
    });
  return sendPayout(deps, row);
}

/**
 * One attempt: claims the row (a failed one, or a new pending one never tried) so two retries cannot
 * both pay, asks PayDunya where an earlier payout stands before sending a new one, and records the answer.
 */
async function sendPayout(deps: RefundDeps, row: RefundRow): Promise<RefundRow> {
  const { db, client, log } = deps;
  const [claimed] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, status: 'pending', updatedAt: new Date() })
    .where(and(eq(refunds.id, row.id), sql`(${refunds.status} = 'failed' or (${refunds.status} = 'pending' and ${refunds.attempts} = 0))`))
    .returning();
  if (!claimed) throw new ConflictError('This refund is being sent already.', { reason: 'refund_in_progress' });
  if (!claimed.withdrawMode || !claimed.accountAlias) throw new Error(`refund ${claimed.id} has no wallet`);

  if (claimed.disburseToken) {
    const earlier = await client.disbursementStatus(claimed.disburseToken);
    if (!earlier.ok)
      return record(deps, claimed, {
        status: 'failed',
        reason: `Could not check the previous payout before sending again: ${earlier.message}`,
      });
    if (earlier.value && earlier.value.status !== 'failed') return recordOutcome(deps, claimed, earlier.value);
  }

  const result = await client.disburse({
    accountAlias: claimed.accountAlias,
    amount: claimed.amount,
    withdrawMode: claimed.withdrawMode,
    callbackUrl: deps.callbackUrl,
    disburseId: `baobab-refund-${claimed.id}-${claimed.attempts}`,
  });
  if (result.ok) return recordOutcome(deps, claimed, result.value);
  if (result.stage === 'submit') {
    // The money may have left: the token is kept, and asked about before any new payout.
    return record(deps, claimed, {
      status: 'failed',
      reason: `PayDunya did not confirm the payout: ${result.message}`,
      token: result.token,
    });
  }
  log.warn({ orderId: claimed.orderId, refundId: claimed.id }, 'refund: PayDunya refused the payout');
  return record(deps, claimed, { status: 'failed', reason: result.message, token: null });
}

function recordOutcome(deps: RefundDeps, row: RefundRow, outcome: DisburseOutcome): Promise<RefundRow> {
  if (outcome.status === 'success') return record(deps, row, { status: 'sent', reason: null, token: outcome.token });
  if (outcome.status === 'failed')
    return record(deps, row, { status: 'failed', reason: outcome.message ?? 'Payout failed', token: outcome.token });
  return record(deps, row, { status: 'pending', reason: null, token: outcome.token });
}

async function record(
  deps: RefundDeps,
  row: RefundRow,
  change: { status: 'sent' | 'failed' | 'pending'; reason: string | null; token?: string | null },
): Promise<RefundRow> {
  const now = new Date();
  const [updated] = await deps.db
    .update(refunds)
    .set({
      status: change.status,
      failureReason: change.reason,
      ...(change.token === undefined ? {} : { disburseToken: change.token }),
      ...(change.status === 'sent' ? { sentAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(refunds.id, row.id))
    .returning();
  const logged = { orderId: row.orderId, refundId: row.id, status: change.status, attempts: row.attempts };
  if (change.status === 'failed') deps.log.warn(logged, 'refund: payout failed');
  else deps.log.info(logged, 'refund: payout recorded');
  return updated ?? row;
}

export type DisburseCallbackOutcome =
  'malformed' | 'bad_hash' | 'unknown_disbursement' | 'status_failed' | 'already_final' | 'still_pending' | 'sent' | 'failed';

/**
 * PayDunya's post once a payout is final. Checked like the IPN: the hash (when sent) must be the master
 * key's, the token must be one of our refunds, and the outcome is asked again of PayDunya — the post's
 * own status is never believed.
 */
export async function handleDisburseCallback(deps: RefundDeps & { masterKey: string }, body: unknown): Promise<DisburseCallbackOutcome> {
  const parsed = disburseCallbackSchema.safeParse(body);
  if (!parsed.success) return 'malformed';
  const { data } = parsed;
  if (data.data.hash !== undefined && !isIpnHashValid(data.data.hash, deps.masterKey)) return 'bad_hash';
  const token = data.data.disburse_token ?? data.data.disburse_invoice ?? data.data.token;
  if (!token) return 'malformed';
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.disburseToken, token));
  if (!row) return 'unknown_disbursement';
  // A failed row keeps the token of a payout whose answer was lost: PayDunya's word on it still counts.
  if (row.status === 'sent' || row.status === 'manual') return 'already_final';
  const status = await deps.client.disbursementStatus(token);
  if (!status.ok) return 'status_failed';
  if (!status.value) return 'unknown_disbursement';
  const updated = await recordOutcome(deps, row, status.value);
  return updated.status === 'sent' ? 'sent' : updated.status === 'failed' ? 'failed' : 'still_pending';
}

/** The order's refunds, oldest first, as the back office shows them. */
export async function refundsOfOrder(db: Db, orderId: number): Promise<AdminRefund[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return rows.map(toAdminRefund);
}

export function toAdminRefund(row: RefundRow): AdminRefund {
  return {
    id: row.id,
    order_id: row.orderId,
    payment_id: row.paymentId,
    reason: row.reason,
    amount: row.amount,
    withdraw_mode: row.withdrawMode,
    account_alias: row.accountAlias,
    status: row.status,
    failure_reason: row.failureReason,
    attempts: row.attempts,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
