import type { DeliveryDetails } from '../domain/client-info';
import { checkedAnswer } from './api';
import { authApi } from './auth-api';

// Apart from customers.ts, which the first load of / carries (the session): only the checkout needs this.

/** Where the signed-in customer's past orders were delivered: distinct places, newest first. */
export async function fetchDeliveryDetails(): Promise<DeliveryDetails[]> {
  // The schema is asked for with the request: the cart's first screen, where the checkout starts, carries no zod.
  const schema = async () => (await import('../domain/client-info')).deliveryDetailsResponseSchema;
  return (await checkedAnswer(authApi.get('delivery-details').json(), schema)).data;
}
