/**
 * Refunds through PayDunya's disbursement API (docs/decisions/refunds-disbursement.md), as the back
 * office reads them: `GET /api/admin/orders/:id/refunds`, `POST …/refunds/:refundId/retry`.
 */
import { z } from 'zod/mini';
import type { WalletMethod } from './payment';

/** pending: asked of PayDunya, outcome not known yet; sent / failed: PayDunya's answer; manual: a card, refunded by the staff by other means. */
export const refundStatuses = ['pending', 'sent', 'failed', 'manual'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** The whole amount paid (the order is refunded) or what was paid beyond the order's total (overpaid). */
export const refundReasons = ['refund', 'overpayment'] as const;
export type RefundReason = (typeof refundReasons)[number];

/** The wallet method a payout's withdraw_mode gives the money back to. */
export const methodOfWithdrawMode: Readonly<Record<string, WalletMethod>> = {
  'wave-senegal': 'wave',
  'orange-money-senegal': 'orange_money',
  'mtn-ci': 'mtn',
  'mtn-benin': 'mtn',
};

export const adminRefundSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  payment_id: z.number(),
  reason: z.enum(refundReasons),
  amount: z.number(),
  /** PayDunya's withdraw_mode, e.g. `wave-senegal`; null for a manual refund. */
  withdraw_mode: z.nullable(z.string()),
  /** The wallet's number, national form; null for a manual refund. */
  account_alias: z.nullable(z.string()),
  status: z.enum(refundStatuses),
  failure_reason: z.nullable(z.string()),
  attempts: z.number(),
  sent_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundListResponseSchema = z.object({ data: z.array(adminRefundSchema) });
export const adminRefundResponseSchema = z.object({ data: adminRefundSchema });
