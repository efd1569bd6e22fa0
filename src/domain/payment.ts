import { z } from 'zod/mini';
import { bodyId, noControlCharacters } from './input-rules';

/** Payment methods of spec §9; `mastercard` is shown as "credit card" and paid on the gateway's hosted page. */
export const paymentMethods = ['wave', 'orange_money', 'mtn', 'mastercard'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const defaultPaymentMethod: PaymentMethod = 'wave';

/** Methods paid from a mobile wallet: they need the wallet's phone number. */
export const walletMethods = ['wave', 'orange_money', 'mtn'] as const satisfies readonly PaymentMethod[];
export type WalletMethod = (typeof walletMethods)[number];
export const isWalletMethod = (method: PaymentMethod): method is WalletMethod => (walletMethods as readonly string[]).includes(method);

/**
 * What the payment step keeps (spec §3 "payment info"). No card number, owner or CVV: a card payment
 * completes on PayDunya's hosted page (DESIGN deviation 5), so those fields do not exist here.
 */
export const paymentInfoSchema = z.object({
  payment: paymentMethodSchema,
  /** The wallet's number for wallet methods; empty for a card. */
  phoneNumber: z.string().check(z.maxLength(250)),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** `POST /api/orders/:id/payment`: starts a payment of the order's total (read from the database). */
export const startPaymentBodySchema = z.object({
  method: paymentMethodSchema,
  /** Required for wallet methods (see walletPhoneOf). */
  phone: z.optional(z.string().check(z.trim(), z.maxLength(250), noControlCharacters())),
});
export type StartPaymentBody = z.infer<typeof startPaymentBodySchema>;

/** Where to send the shopper: the wallet's page, the gateway's hosted card page, or the order's status page. */
export const startPaymentResponseSchema = z.object({ url: z.string() });

/**
 * `POST /paydunya-api/wave/make` (spec §7, kept at the API root without /api — DESIGN deviation 1).
 * Name, e-mail and amount come from the order in the database; a `total_amount` that differs from the
 * order's total is refused rather than charged.
 */
export const waveMakeBodySchema = z.object({
  order_id: bodyId(),
  phone: z.string().check(z.trim(), z.minLength(1), z.maxLength(250), noControlCharacters()),
  name: z.optional(z.string().check(z.maxLength(200), noControlCharacters())),
  email: z.optional(z.string().check(z.maxLength(254), noControlCharacters())),
  total_amount: z.optional(z.number().check(z.int(), z.nonnegative())),
});
