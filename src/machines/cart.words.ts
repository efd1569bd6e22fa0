import type { CartEvent } from './cart';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const cartWords: MachineWords<CartEvent['type']> = {
  summary: 'The cart: one line per product, quantities 1 to 99, kept in the browser.',
  events: {
    ADD: 'The shopper adds a product to the cart',
    REMOVE: 'The shopper removes a line',
    INCREMENT: 'The shopper adds one to a line',
    DECREMENT: 'The shopper takes one off a line',
    CLEAR: 'The cart is emptied (after a payment starts)',
    RESTORE: 'Another tab changed the cart',
  },
  guards: {
    addsToExistingLine: 'the product is already in the cart, below 99',
    addsNewLine: 'the product is not in the cart yet and the quantity is valid',
    isInCart: 'the product is in the cart',
    canIncrement: 'the line is below 99',
    canDecrement: 'the line is above 1',
  },
  actors: {},
};
