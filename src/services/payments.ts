import type { StartPaymentInput } from '../machines/checkout';
import { authApi } from './auth-api';
import { asCheckoutCall } from './checkout-failures';

/**
 * POST /api/orders/:id/payment: the server charges the order's stored total and answers where to send
 * the shopper. No card data ever passes here: cards are paid on the gateway's hosted page.
 */
export async function startPayment({ orderId, payment }: StartPaymentInput): Promise<{ url: string }> {
  return asCheckoutCall(async () => {
    const answer: unknown = await authApi.post(`orders/${orderId}/payment`, { json: payment }).json();
    // Loaded with the answer: the cart's first screen, where the checkout starts, carries no zod.
    const { startPaymentResponseSchema } = await import('../domain/payment');
    return startPaymentResponseSchema.parse(answer);
  });
}

/** The browser leaves for the wallet's or the gateway's page (or the order's status page for MTN). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
