/**
 * The part of PayDunya's HTTP API we use (see docs in paydunya-notes.md), as zod schemas shared by the
 * client and the local simulator, so both sides speak exactly the same shapes.
 */
import { z } from 'zod';
import { hasControlCharacters } from '../../src/domain/input-rules';

export const paydunyaHeaders = {
  masterKey: 'paydunya-master-key',
  privateKey: 'paydunya-private-key',
  token: 'paydunya-token',
} as const;

export const successCode = '00';

const money = z.number().int().nonnegative();

export const invoiceItemSchema = z.object({
  name: z.string(),
  quantity: z.number().int().positive(),
  unit_price: money,
  total_price: money,
  description: z.string().optional(),
});

export const createInvoiceRequestSchema = z.object({
  invoice: z.object({
    items: z.record(z.string(), invoiceItemSchema).optional(),
    taxes: z.record(z.string(), z.unknown()).optional(),
    total_amount: money,
    description: z.string().optional(),
    /** Restricts the hosted page to these channels, e.g. ['card']. */
    channels: z.array(z.string()).optional(),
  }),
  store: z.object({
    name: z.string().min(1),
    tagline: z.string().optional(),
    phone: z.string().optional(),
    website_url: z.string().optional(),
  }),
  custom_data: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  actions: z
    .object({ cancel_url: z.string().optional(), return_url: z.string().optional(), callback_url: z.string().optional() })
    .optional(),
});
export type CreateInvoiceRequest = z.infer<typeof createInvoiceRequestSchema>;

/** Every PayDunya answer carries response_code; '00' is success and response_text then holds the result. */
export const codedResponseSchema = z.object({ response_code: z.string(), response_text: z.string().optional() });

export const createInvoiceResponseSchema = codedResponseSchema.extend({
  description: z.string().optional(),
  token: z.string().optional(),
});

export const invoiceStatuses = ['pending', 'completed', 'cancelled', 'failed'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const confirmResponseSchema = codedResponseSchema.extend({
  status: z.enum(invoiceStatuses).optional(),
  invoice: z.object({ token: z.string().optional(), total_amount: z.coerce.number(), description: z.string().optional() }).optional(),
  custom_data: z.record(z.string(), z.unknown()).optional().nullable(),
  fail_reason: z.string().optional().nullable(),
});

export const softpayRequestSchemas = {
  'wave-senegal': z.object({
    wave_senegal_fullName: z.string().min(1),
    wave_senegal_email: z.string().min(1),
    wave_senegal_phone: z.string().regex(/^\d{9}$/),
    wave_senegal_payment_token: z.string().min(1),
  }),
  'new-orange-money-senegal': z.object({
    customer_name: z.string().min(1),
    customer_email: z.string().min(1),
    phone_number: z.string().regex(/^\d{9}$/),
    invoice_token: z.string().min(1),
  }),
  'mtn-ci': z.object({
    mtn_ci_customer_fullname: z.string().min(1),
    mtn_ci_email: z.string().min(1),
    mtn_ci_phone_number: z.string().regex(/^\d{8,10}$/),
    mtn_ci_wallet_provider: z.literal('MTNCI'),
    payment_token: z.string().min(1),
  }),
  'mtn-benin': z.object({
    mtn_benin_customer_fullname: z.string().min(1),
    mtn_benin_email: z.string().min(1),
    mtn_benin_phone_number: z.string().regex(/^\d{8,10}$/),
    mtn_benin_wallet_provider: z.literal('MTNBENIN'),
    payment_token: z.string().min(1),
  }),
} as const;
export type SoftpayChannel = keyof typeof softpayRequestSchemas;
export const softpayChannels = Object.keys(softpayRequestSchemas) as SoftpayChannel[];

/** SoftPay answers with success/message (and a url for wallets that pay on a page); errors may use response_code. */
export const softpayResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  url: z.string().optional(),
  other_url: z.record(z.string(), z.string()).optional(),
  response_code: z.string().optional(),
  response_text: z.string().optional(),
});

/** What PayDunya posts to callback_url (form-encoded `data[...]` or JSON). */
export const ipnSchema = z.object({
  data: z.object({
    hash: z.string(),
    status: z.string(),
    invoice: z
      .object({
        token: z
          .string()
          .min(1)
          .max(200)
          .refine((token) => !hasControlCharacters(token)),
        total_amount: z.coerce.number().optional(),
      })
      .passthrough(),
    custom_data: z.record(z.string(), z.unknown()).optional(),
    mode: z.string().optional(),
    fail_reason: z.string().optional(),
  }),
});
