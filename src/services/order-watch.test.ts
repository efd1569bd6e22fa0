import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { cartMachine } from '../machines/cart';
import type { CheckoutEvent } from '../machines/checkout';
import type { StoredProduct } from '../domain/cart-item';
import { deliveryKeys } from './delivery';
import { apiLocale, currentLocale } from './i18n';
import { orderWatch } from './order-watch';
import { queryClient } from './query-client';

type OrderKnown = Extract<CheckoutEvent, { type: 'ORDER_KNOWN' }>;

const tea: StoredProduct = { id: 1, name: 'Kinkeliba', price: 4500, availability: true, category_name: 'Wellness', image_url: null };
const soap: StoredProduct = { ...tea, id: 2, name: 'Soap', price: 2500 };
const methodsKey = () => deliveryKeys.methods(apiLocale(currentLocale()));

/** A checkout-like parent that keeps every ORDER_KNOWN its orderWatch sends. */
function watch(deliveryMethod: 'collect' | 'livreur') {
  const cart = createActor(cartMachine, { input: { items: [] } }).start();
  const parent = setup({
    types: { context: {} as { reports: OrderKnown[] }, events: {} as CheckoutEvent },
    actors: { orderWatch: orderWatch({ get: (id) => (id === 'cart' ? cart : undefined) }) },
  }).createMachine({
    context: { reports: [] },
    invoke: { src: 'orderWatch', input: { deliveryMethod } },
    on: { ORDER_KNOWN: { actions: assign({ reports: ({ context, event }) => [...context.reports, event] }) } },
  });
  const actor = createActor(parent).start();
  return { cart, reports: () => actor.getSnapshot().context.reports, stop: () => actor.stop() };
}

afterEach(() => queryClient.clear());

describe('orderWatch', () => {
  it('reports the cart and its total with the chosen method’s fee once the fees are known, then each change', () => {
    const { cart, reports, stop } = watch('collect');
    cart.send({ type: 'ADD', product: tea, quantity: 2 });
    // No fee yet: nothing to report.
    expect(reports()).toEqual([]);
    queryClient.setQueryData(methodsKey(), [
      { code: 'livreur', name: 'Courier delivery', fee: 2000 },
      { code: 'collect', name: 'Collect in store', fee: 10_000 },
    ]);
    expect(reports().map((report) => report.content)).toEqual([{ products: [{ id: 1, quantity: 2 }], total: 19_000 }]);
    cart.send({ type: 'ADD', product: soap, quantity: 1 });
    expect(reports().at(-1)?.content).toEqual({
      products: [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
      total: 21_500,
    });
    // Each report proposes its own key; the machine keeps its attempt's.
    expect(new Set(reports().map((report) => report.idempotencyKey)).size).toBe(2);
    stop();
  });

  it('reports at once when the fees are already known, and not again for the same cart', () => {
    queryClient.setQueryData(methodsKey(), [{ code: 'livreur', name: 'Courier delivery', fee: 2000 }]);
    const { cart, reports, stop } = watch('livreur');
    expect(reports().map((report) => report.content)).toEqual([{ products: [], total: 2000 }]);
    cart.send({ type: 'REMOVE', id: 1 });
    expect(reports()).toHaveLength(1);
    stop();
  });
});
