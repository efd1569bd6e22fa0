import { assign, setup } from 'xstate';
import type { CartItem, StoredProduct } from '../domain/cart-item';
import {
  acceptedAddQuantity,
  addToCart,
  canBeBought,
  canDecrement,
  canIncrement,
  findLine,
  isStoredProduct,
  removeLine,
  sanitizeCartItems,
  stepQuantity,
} from '../domain/cart-rules';

export type CartEvent =
  | { type: 'ADD'; product: StoredProduct; quantity: number }
  | { type: 'REMOVE'; id: number }
  | { type: 'INCREMENT'; id: number }
  | { type: 'DECREMENT'; id: number }
  | { type: 'CLEAR' }
  /** What another tab stored, unchecked: the cart keeps its valid part. */
  | { type: 'RESTORE'; items: unknown };

export interface CartContext {
  /** At most one line per product id; every quantity within 1..99 (see src/domain/cart-rules.ts). */
  items: CartItem[];
}

/**
 * The cart: one flat state, the rules are guards. An event the rules refuse (quantity below 1 or not whole,
 * a product that is not in the cart, a step past 1 or 99) changes nothing.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as { items: CartItem[] },
  },
  guards: {
    // A line already at 99 takes no more: the add changes nothing.
    addsToExistingLine: ({ context, event }) =>
      event.type === 'ADD' &&
      acceptedAddQuantity(event.quantity) !== null &&
      isStoredProduct(event.product) &&
      canBeBought(event.product) &&
      canIncrement(context.items, event.product.id),
    addsNewLine: ({ context, event }) =>
      event.type === 'ADD' &&
      acceptedAddQuantity(event.quantity) !== null &&
      isStoredProduct(event.product) &&
      canBeBought(event.product) &&
      findLine(context.items, event.product.id) === undefined,
    isInCart: ({ context, event }) => event.type === 'REMOVE' && findLine(context.items, event.id) !== undefined,
    canIncrement: ({ context, event }) => event.type === 'INCREMENT' && canIncrement(context.items, event.id),
    canDecrement: ({ context, event }) => event.type === 'DECREMENT' && canDecrement(context.items, event.id),
  },
  actions: {
    addItem: assign({
      items: ({ context, event }) => (event.type === 'ADD' ? addToCart(context.items, event.product, event.quantity) : context.items),
    }),
    removeItem: assign({ items: ({ context, event }) => (event.type === 'REMOVE' ? removeLine(context.items, event.id) : context.items) }),
    incrementItem: assign({
      items: ({ context, event }) => (event.type === 'INCREMENT' ? stepQuantity(context.items, event.id, 1) : context.items),
    }),
    decrementItem: assign({
      items: ({ context, event }) => (event.type === 'DECREMENT' ? stepQuantity(context.items, event.id, -1) : context.items),
    }),
    clearItems: assign({ items: () => [] }),
    restoreItems: assign({ items: ({ context, event }) => (event.type === 'RESTORE' ? sanitizeCartItems(event.items) : context.items) }),
  },
}).createMachine({
  id: 'cart',
  description: 'The cart is open for the whole visit; every change is kept in the browser.',
  // The input is trusted no more than storage: it is what src/actors/restore.ts read back.
  context: ({ input }) => ({ items: sanitizeCartItems(input.items) }),
  on: {
    ADD: [
      { guard: 'addsToExistingLine', actions: 'addItem', description: 'The quantity of the existing line grows, up to 99.' },
      { guard: 'addsNewLine', actions: 'addItem', description: 'A new line with this product.' },
    ],
    REMOVE: { guard: 'isInCart', actions: 'removeItem' },
    INCREMENT: { guard: 'canIncrement', actions: 'incrementItem' },
    DECREMENT: { guard: 'canDecrement', actions: 'decrementItem' },
    CLEAR: { actions: 'clearItems' },
    RESTORE: { actions: 'restoreItems' },
  },
});
