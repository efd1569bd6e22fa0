import { assign, setup } from 'xstate';
import type { CartItem, StoredProduct } from '../domain/cart-item';

// CONTRACT (owned by the cart issue, which completes bounds, persistence input and tests):
// context { items }, events ADD/REMOVE/INCREMENT/DECREMENT/CLEAR.
export type CartEvent =
  | { type: 'ADD'; product: StoredProduct; quantity: number }
  | { type: 'REMOVE'; id: number }
  | { type: 'INCREMENT'; id: number }
  | { type: 'DECREMENT'; id: number }
  | { type: 'CLEAR' };

export const cartMachine = setup({
  types: {
    context: {} as { items: CartItem[] },
    events: {} as CartEvent,
    input: {} as { items: CartItem[] },
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ items: input.items }),
  on: {
    ADD: {
      actions: assign({ items: ({ context, event }) => [...context.items, { ...event.product, quantity: event.quantity }] }),
    },
    REMOVE: { actions: assign({ items: ({ context, event }) => context.items.filter((item) => item.id !== event.id) }) },
    CLEAR: { actions: assign({ items: [] }) },
  },
});
