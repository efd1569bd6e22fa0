import { z } from 'zod/mini';

/**
 * Why placing an order or starting its payment failed, as the checkout shows it. Every failure shows the
 * spec's alert ('Une erreur est survenue'); the kinds add what the shopper can do about it.
 */
export const checkoutFailureSchema = z.discriminatedUnion('kind', [
  /** Prices changed: the order would cost `total` now (409 from POST /orders). */
  z.object({ kind: z.literal('totalChanged'), total: z.number().check(z.int(), z.nonnegative()) }),
  /** Some products sold out meanwhile. */
  z.object({ kind: z.literal('outOfStock'), productIds: z.array(z.number().check(z.int())) }),
  /** The wallet number does not suit the method (e.g. MTN with a Senegalese number). */
  z.object({ kind: z.literal('walletPhone'), reason: z.string() }),
  /** The order was paid already (another tab, a late notification). */
  z.object({ kind: z.literal('alreadyPaid') }),
  /** Anything else: network, gateway, server. Retrying may help. */
  z.object({ kind: z.literal('unexpected') }),
]);
export type CheckoutFailure = z.infer<typeof checkoutFailureSchema>;

/** What a service throws so the machine can tell failures apart without knowing HTTP. */
export class CheckoutFailureError extends Error {
  override name = 'CheckoutFailureError';
  constructor(readonly failure: CheckoutFailure) {
    super(`checkout failed: ${failure.kind}`);
  }
}

export function checkoutFailureOf(error: unknown): CheckoutFailure {
  const failure = typeof error === 'object' && error !== null && 'failure' in error ? (error as { failure: unknown }).failure : undefined;
  const parsed = checkoutFailureSchema.safeParse(failure);
  return parsed.success ? parsed.data : { kind: 'unexpected' };
}
