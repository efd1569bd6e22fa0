import type { StartPaymentInput } from '../machines/checkout';
import { checkedAnswer } from './api';
import { authApi } from './auth-api';
import { asCheckoutCall } from './checkout-failures';

/**
 * POST /api/orders/:id/payment: the server charges the order's stored total and answers where to send
 * the shopper. No card data ever passes here: cards are paid on the gateway's hosted page.
 */
export async function startPayment({ orderId, payment }: StartPaymentInput): Promise<{ url: string }> {
  // The schema is asked for with the request: the cart's first screen, where the checkout starts, carries no zod.
  const schema = async () => (await import('../domain/payment')).startPaymentResponseSchema;
  return asCheckoutCall(() => checkedAnswer(authApi.post(`orders/${orderId}/payment`, { json: payment }).json(), schema));
}

/** The browser leaves for the wallet's or the gateway's page (or the order's status page for MTN). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
