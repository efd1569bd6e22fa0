import type { WishlistEvent } from './wishlist';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const wishlistWords: MachineWords<WishlistEvent['type']> = {
  summary: 'The wishlist: products saved for later, kept in the browser.',
  events: {
    TOGGLE: 'The shopper taps the heart of a product',
    REMOVE: 'The shopper removes a saved product',
    RESTORE: 'Another tab changed the wishlist',
  },
  guards: {
    togglesListedOff: 'the product is already saved',
    addsNewProduct: 'the product is not saved yet',
    isListed: 'the product is saved',
  },
  actors: {},
};
