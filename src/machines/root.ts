import { setup } from 'xstate';
import type { CartItem, StoredProduct } from '../domain/cart-item';
import { cartMachine } from './cart';
import { categoryFilterMachine } from './category-filter';
import { sessionMachine } from './session';
import { wishlistMachine } from './wishlist';

export interface RootInput {
  /** Items restored from storage, already validated by the caller (see src/services). */
  cart: { items: CartItem[] };
  wishlist: { items: StoredProduct[] };
}

/**
 * The long-lived actors of the shop. Flow actors reach them by systemId
 * (e.g. `system.get('cart')`), so screens never pass them around.
 */
export const rootMachine = setup({
  types: { input: {} as RootInput, context: {} as { restored: RootInput } },
  actors: {
    cart: cartMachine,
    wishlist: wishlistMachine,
    session: sessionMachine,
    categoryFilter: categoryFilterMachine,
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ restored: input }),
  invoke: [
    { id: 'cart', systemId: 'cart', src: 'cart', input: ({ context }) => context.restored.cart },
    { id: 'wishlist', systemId: 'wishlist', src: 'wishlist', input: ({ context }) => context.restored.wishlist },
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'categoryFilter', systemId: 'categoryFilter', src: 'categoryFilter' },
  ],
});
