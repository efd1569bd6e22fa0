/**
 * Why placing an order or starting its payment failed, as the checkout shows it. Every failure shows the
 * spec's alert ('Une erreur est survenue'); the kinds add what the shopper can do about it.
 *
 * No schema: a failure is never read from outside as it is. The shop's services make it from the API's error,
 * which they check with the shared apiErrorSchema (src/services/checkout-failures.ts), and the checkout's
 * machines, which run in the cart's first screen, read it without zod.
 */
export type CheckoutFailure =
  /** Prices changed: the order would cost `total` now (409 from POST /orders). */
  | { kind: 'totalChanged'; total: number }
  /** Some products sold out meanwhile. */
  | { kind: 'outOfStock'; productIds: number[] }
  /** The wallet number does not suit the method (e.g. MTN with a Senegalese number). */
  | { kind: 'walletPhone'; reason: string }
  /** The order was paid already (another tab, a late notification). */
  | { kind: 'alreadyPaid' }
  /** Anything else: network, gateway, server. Retrying may help. */
  | { kind: 'unexpected' };

/** What a service throws so the machine can tell failures apart without knowing HTTP. */
export class CheckoutFailureError extends Error {
  override name = 'CheckoutFailureError';
  constructor(readonly failure: CheckoutFailure) {
    super(`checkout failed: ${failure.kind}`);
  }
}

/** The failure a service reported, or `unexpected` for any other error (a dropped connection, a bug). */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  return error instanceof CheckoutFailureError ? error.failure : { kind: 'unexpected' };
}
