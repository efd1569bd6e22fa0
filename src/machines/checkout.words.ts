import type { CheckoutEvent } from './checkout';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const checkoutWords: MachineWords<CheckoutEvent['type']> = {
  summary: 'Delivery choice, customer details, payment method, then the order and its payment.',
  events: {
    CHOOSE_DELIVERY: 'The shopper chooses a delivery method',
    RESET: 'The checkout starts over',
    ENTER_INFO: 'The shopper opens the customer details page',
    SUBMIT_INFO: 'The shopper sends the customer details',
    ENTER_PAYMENT: 'The shopper opens the payment page',
    SUBMIT_PAYMENT: 'The shopper chooses how to pay',
    CONFIRM: 'The confirmation page has the customer and the cart',
    RETRY: 'The shopper tries again',
    ACCEPT_TOTAL: 'The shopper accepts the new total',
  },
  guards: {
    canEnterInfo: 'a delivery method is chosen and the cart is not empty',
    canEnterPayment: 'the delivery method and the customer details are known and the cart is not empty',
    canConfirm: 'the order has products',
    hasOrder: 'the order is already placed',
    totalChanged: 'the total changed since the shopper saw it',
  },
  actors: {
    placeOrder: 'placing the order',
    startPayment: 'starting the payment',
  },
};
