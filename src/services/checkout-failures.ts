import { CheckoutFailureError, type CheckoutFailure } from '../domain/order-failure';
import { HTTPError } from './api';

/**
 * Reads the API's error (shared shape) into what the checkout can act on. The schema is loaded with the first error:
 * the cart's first screen, where the checkout starts, carries no zod.
 */
export async function checkoutFailureFromError(error: unknown): Promise<CheckoutFailureError> {
  if (!(error instanceof HTTPError)) return new CheckoutFailureError({ kind: 'unexpected' });
  const body: unknown = await error.response.json().catch(() => undefined);
  const { apiErrorSchema } = await import('../domain/api');
  const parsed = apiErrorSchema.safeParse(body);
  return new CheckoutFailureError(parsed.success ? failureOf(parsed.data.error) : { kind: 'unexpected' });
}

function failureOf(error: { status: number; name: string; details: Record<string, unknown> }): CheckoutFailure {
  const { reason, total, product_ids: productIds } = error.details;
  if (error.status === 409 && reason === 'total_mismatch' && typeof total === 'number') return { kind: 'totalChanged', total };
  if (error.status === 409 && reason === 'out_of_stock') {
    return {
      kind: 'outOfStock',
      productIds: Array.isArray(productIds) ? productIds.filter((id): id is number => typeof id === 'number') : [],
    };
  }
  if (error.status === 409 && reason === 'already_paid') return { kind: 'alreadyPaid' };
  if (error.status === 400 && error.name === 'InvalidWalletPhone')
    return { kind: 'walletPhone', reason: typeof reason === 'string' ? reason : 'invalid' };
  return { kind: 'unexpected' };
}

/** Runs a call and turns any failure into a CheckoutFailureError. */
export async function asCheckoutCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await checkoutFailureFromError(error);
  }
}
