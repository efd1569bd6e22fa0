import type { DeliveryDetails } from '../domain/client-info';
import { authApi } from './auth-api';

// Apart from customers.ts, which the first load of / carries (the session): only the checkout needs this.

/** Where the signed-in customer's past orders were delivered: distinct places, newest first. */
export async function fetchDeliveryDetails(): Promise<DeliveryDetails[]> {
  const answer: unknown = await authApi.get('delivery-details').json();
  // Loaded with the answer: the cart's first screen, where the checkout starts, carries no zod.
  const { deliveryDetailsResponseSchema } = await import('../domain/client-info');
  return deliveryDetailsResponseSchema.parse(answer).data;
}
