import { useQuery } from '@tanstack/react-query';
import type { Order } from '../domain/order';
import type { PlaceOrderInput } from '../machines/checkout';
import { OrderNotFound } from '../machines/order-status';
import { checkedAnswer, HTTPError } from './api';
import { authApi } from './auth-api';
import { asCheckoutCall } from './checkout-failures';
import { apiLocale, useLocale } from './i18n';
import { privateKey } from './query-client';

/** An answer's schema, asked for with its request: the cart's first screen, where the checkout starts, carries no zod. */
const orderSchema =
  <K extends 'orderResponseSchema' | 'orderListResponseSchema'>(name: K) =>
  async () =>
    (await import('../domain/order'))[name];

/** One key per checkout attempt: the server makes one order per (customer, key), however often it is sent. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** POST /api/orders; the server prices it and answers the same order for the same key. */
export async function placeOrder({ idempotencyKey, body }: PlaceOrderInput): Promise<{ orderId: number }> {
  return asCheckoutCall(async () => {
    const answer = authApi.post('orders', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).json();
    return { orderId: (await checkedAnswer(answer, orderSchema('orderResponseSchema'))).data.id };
  });
}

/** Orders are answered for the signed-in account only: their keys are private (see privateKey). */
export const orderKeys = {
  list: (uid: string | null, locale: string) => privateKey(uid, 'orders', 'list', locale),
};

/** GET /api/orders/:id: the signed-in shopper's order; OrderNotFound for none (the server answers 404 for someone else's too). */
export async function fetchOrder(id: number, locale: string): Promise<Order> {
  try {
    return (await checkedAnswer(authApi.get(`orders/${id}`, { searchParams: { locale } }).json(), orderSchema('orderResponseSchema'))).data;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) throw new OrderNotFound(id);
    throw error;
  }
}

/**
 * The signed-in shopper's orders, newest first (GET /api/orders answers the caller's only), asked
 * again on every visit: a payment may have settled since.
 */
export function useOrders(uid: string | null) {
  const locale = apiLocale(useLocale());
  return useQuery({
    queryKey: orderKeys.list(uid, locale),
    queryFn: async (): Promise<Order[]> =>
      (await checkedAnswer(authApi.get('orders', { searchParams: { locale } }).json(), orderSchema('orderListResponseSchema'))).data,
    enabled: uid !== null,
    staleTime: 0,
  });
}
