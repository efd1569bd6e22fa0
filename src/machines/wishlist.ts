import { assign, setup } from 'xstate';
import type { StoredProduct } from '../domain/cart-item';
import { addToWishlist, findLine, isStoredProduct, removeLine, sanitizeWishlistItems } from '../domain/cart-rules';

export type WishlistEvent =
  | { type: 'TOGGLE'; product: StoredProduct }
  | { type: 'REMOVE'; id: number }
  /** What another tab stored, unchecked: the wishlist keeps its valid part. */
  | { type: 'RESTORE'; items: unknown };

export interface WishlistContext {
  /** At most one entry per product id. */
  items: StoredProduct[];
}

/**
 * The wishlist: one flat state; an event the rules refuse (a duplicate, an invalid product) changes nothing.
 * Only what the shop does: hearts toggle, the wishlist page removes a line, another tab restores. Spec §4's
 * store also lists add and clear, but none of the pages of spec §2 has a control that would send them.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as { items: StoredProduct[] },
  },
  guards: {
    togglesListedOff: ({ context, event }) => event.type === 'TOGGLE' && findLine(context.items, event.product.id) !== undefined,
    addsNewProduct: ({ context, event }) =>
      event.type === 'TOGGLE' && isStoredProduct(event.product) && findLine(context.items, event.product.id) === undefined,
    isListed: ({ context, event }) => event.type === 'REMOVE' && findLine(context.items, event.id) !== undefined,
  },
  actions: {
    addProduct: assign({
      items: ({ context, event }) => (event.type === 'TOGGLE' ? addToWishlist(context.items, event.product) : context.items),
    }),
    removeProduct: assign({
      items: ({ context, event }) => {
        if (event.type === 'TOGGLE') return removeLine(context.items, event.product.id);
        if (event.type === 'REMOVE') return removeLine(context.items, event.id);
        return context.items;
      },
    }),
    restoreItems: assign({
      items: ({ context, event }) => (event.type === 'RESTORE' ? sanitizeWishlistItems(event.items) : context.items),
    }),
  },
}).createMachine({
  id: 'wishlist',
  description: 'The wishlist is open for the whole visit; every change is kept in the browser.',
  context: ({ input }) => ({ items: sanitizeWishlistItems(input.items) }),
  on: {
    TOGGLE: [
      { guard: 'togglesListedOff', actions: 'removeProduct' },
      { guard: 'addsNewProduct', actions: 'addProduct' },
    ],
    REMOVE: { guard: 'isListed', actions: 'removeProduct' },
    RESTORE: { actions: 'restoreItems' },
  },
});
