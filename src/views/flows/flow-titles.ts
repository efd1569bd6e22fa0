import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Each flow's title for the product owner, by its name in src/machines (the code name stays beside it).
 * A flow without one here is titled by its code name until it gets one.
 */
export const flowTitles: Record<string, MessageDescriptor> = {
  cart: msg`Cart`,
  wishlist: msg`Wishlist`,
  categoryFilter: msg`Category filter`,
  login: msg`Sign-in`,
  session: msg`Who is signed in`,
  checkout: msg`Checkout`,
  orderStatus: msg`Payment status of an order`,
  booking: msg`Booking a service`,
  contact: msg`Contact form`,
  order: msg`An order in the back office`,
};
