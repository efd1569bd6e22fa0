import type { RootInput } from '../machines/root';
import { browserStorage, cartStorageKey, parseStoredCart, parseStoredWishlist, readRaw, wishlistStorageKey } from '../services/persistence';

/** The cart and wishlist as stored by the last visit (the valid part of it; see src/services/persistence.ts). */
export function restoredRootInput(): RootInput {
  const storage = browserStorage();
  return {
    cart: { items: parseStoredCart(readRaw(storage, cartStorageKey)) },
    wishlist: { items: parseStoredWishlist(readRaw(storage, wishlistStorageKey)) },
  };
}
