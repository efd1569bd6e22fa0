import { QueryObserver } from '@tanstack/react-query';
import { fromCallback, type AnyActorRef } from 'xstate';
import type { CartItem } from '../domain/cart-item';
import { cartTotals } from '../domain/cart-totals';
import type { DeliveryMethodCode } from '../domain/catalog';
import type { CheckoutEvent } from '../machines/checkout';
import { deliveryMethodsQuery } from './delivery';
import { apiLocale, currentLocale } from './i18n';
import { newIdempotencyKey } from './orders';
import { queryClient } from './query-client';
import type { RootSystem } from './session-watch';

const itemsOf = (cart: AnyActorRef): CartItem[] => (cart.getSnapshot() as { context: { items: CartItem[] } }).context.items;

/**
 * The checkout's view of what is being ordered, as an invoked callback actor: once the chosen delivery
 * method's fee is known, ORDER_KNOWN with the root cart's lines and the total the shopper is shown (the cart
 * plus that fee), sent again whenever they change — so the confirmation page only shows the machine's state.
 * Each report proposes a fresh Idempotency-Key; the machine keeps its attempt's own.
 */
export function orderWatch(rootSystem: RootSystem) {
  return fromCallback<CheckoutEvent, { deliveryMethod: DeliveryMethodCode | null }>(({ sendBack, input }) => {
    const cart = rootSystem.get('cart');
    if (!cart) return undefined;
    const methods = new QueryObserver(queryClient, deliveryMethodsQuery(apiLocale(currentLocale())));
    let last: string | null = null;
    const tell = () => {
      const fee = methods.getCurrentResult().data?.find((method) => method.code === input.deliveryMethod)?.fee;
      if (fee === undefined) return;
      const items = itemsOf(cart);
      const content = { products: items.map(({ id, quantity }) => ({ id, quantity })), total: cartTotals(items, fee).total };
      const key = JSON.stringify(content);
      if (key === last) return;
      last = key;
      sendBack({ type: 'ORDER_KNOWN', content, idempotencyKey: newIdempotencyKey() });
    };
    const cartChanges = cart.subscribe(tell);
    const stopObserving = methods.subscribe(tell);
    tell();
    return () => {
      cartChanges.unsubscribe();
      stopObserving();
    };
  });
}
