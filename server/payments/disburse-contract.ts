/**
 * PayDunya's disbursement ("PUSH") API as we understand it (unconfirmed: see
 * docs/decisions/refunds-disbursement.md), as zod schemas shared by the client and the local simulator.
 * Two steps: get-invoice prices a payout to a wallet and answers a disburse_token; submit-invoice sends it.
 */
import { z } from 'zod';
import { hasControlCharacters } from '../../src/domain/input-rules';

/** Where a payout can go, by the SoftPay channel the money came from (a card has none). */
export const withdrawModeOfChannel: Record<string, string> = {
  'wave-senegal': 'wave-senegal',
  'new-orange-money-senegal': 'orange-money-senegal',
  'mtn-ci': 'mtn-ci',
  'mtn-benin': 'mtn-benin',
};
export const withdrawModes = Object.values(withdrawModeOfChannel);

const token = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => !hasControlCharacters(value));

export const disburseGetInvoiceRequestSchema = z.object({
  account_alias: z.string().regex(/^\d{8,10}$/),
  amount: z.number().int().positive(),
  withdraw_mode: z.string().min(1),
  callback_url: z.string().optional(),
});
export type DisburseGetInvoiceRequest = z.infer<typeof disburseGetInvoiceRequestSchema>;

export const disburseGetInvoiceResponseSchema = z.object({
  response_code: z.string(),
  response_text: z.string().optional(),
  disburse_token: z.string().optional(),
});

export const disburseSubmitRequestSchema = z.object({ disburse_invoice: token, disburse_id: z.string().min(1).max(100).optional() });

export const disburseStatuses = ['pending', 'success', 'failed'] as const;
export type DisburseStatus = (typeof disburseStatuses)[number];

/** submit-invoice and check-status answer alike: a response_code and, once known, the payout's status. */
export const disburseStatusResponseSchema = z.object({
  response_code: z.string(),
  response_text: z.string().optional(),
  description: z.string().optional(),
  status: z.enum(disburseStatuses).optional(),
  transaction_id: z.string().optional(),
  provider_ref: z.string().optional(),
});

export const disburseCheckStatusRequestSchema = z.object({ disburse_invoice: token });

/**
 * What PayDunya posts to callback_url once a payout is final (form-encoded `data[...]` or JSON, like the
 * IPN). Only the token is used: the outcome is asked again of PayDunya, never taken from the post.
 */
export const disburseCallbackSchema = z.object({
  data: z
    .object({
      hash: z.string().optional(),
      disburse_token: token.optional(),
      disburse_invoice: token.optional(),
      token: token.optional(),
      status: z.string().optional(),
    })
    .passthrough(),
});
