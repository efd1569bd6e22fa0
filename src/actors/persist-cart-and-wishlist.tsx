import { useEffect } from 'react';
import { RootActor } from './root-actor';
import { browserStorage, persistCartAndWishlist } from '../services/persistence';

/**
 * Writes the root's cart and wishlist to localStorage on every change and follows changes made in other
 * tabs. Mounted once inside the RootActor provider; renders nothing.
 */
export function PersistCartAndWishlist() {
  const root = RootActor.useActorRef();
  useEffect(() => {
    const { cart, wishlist } = root.getSnapshot().children;
    const storage = browserStorage();
    if (!cart || !wishlist || !storage) return;
    return persistCartAndWishlist({ cart, wishlist }, storage, window);
  }, [root]);
  return null;
}
