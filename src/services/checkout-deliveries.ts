import { deliveryDetailsResponseSchema, type DeliveryDetails } from '../domain/client-info';
import { authApi } from './auth-api';

// Apart from customers.ts, which the first load of / carries (the session): only the checkout needs this.

/** Where the signed-in customer's past orders were delivered: distinct places, newest first. */
export async function fetchDeliveryDetails(): Promise<DeliveryDetails[]> {
  return deliveryDetailsResponseSchema.parse(await authApi.get('delivery-details').json()).data;
}
