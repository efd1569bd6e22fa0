import { assign, setup } from 'xstate';
import type { StoredProduct } from '../domain/cart-item';

// CONTRACT (owned by the wishlist issue, which completes persistence input and tests):
// context { items }, events TOGGLE/ADD/REMOVE/CLEAR.
export type WishlistEvent =
  | { type: 'TOGGLE'; product: StoredProduct }
  | { type: 'ADD'; product: StoredProduct }
  | { type: 'REMOVE'; id: number }
  | { type: 'CLEAR' };

export const wishlistMachine = setup({
  types: {
    context: {} as { items: StoredProduct[] },
    events: {} as WishlistEvent,
    input: {} as { items: StoredProduct[] },
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ items: input.items }),
  on: {
    TOGGLE: {
      actions: assign({
        items: ({ context, event }) =>
          context.items.some((item) => item.id === event.product.id)
            ? context.items.filter((item) => item.id !== event.product.id)
            : [...context.items, event.product],
      }),
    },
    CLEAR: { actions: assign({ items: [] }) },
  },
});
