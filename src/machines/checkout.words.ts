import type { CheckoutEvent } from './checkout';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const checkoutWords: MachineWords<CheckoutEvent['type']> = {
  summary: 'Delivery choice, customer details, payment method, then the order and its payment.',
  events: {
    CHOOSE_DELIVERY: 'The shopper chooses a delivery method',
    ENTER_INFO: 'The shopper opens the customer details page',
    SUBMIT_INFO: 'The shopper sends the customer details',
    ENTER_PAYMENT: 'The shopper opens the payment page',
    SUBMIT_PAYMENT: 'The shopper chooses how to pay',
    SESSION_CHANGED: 'Someone signed in or out, or their customer record loaded',
    CHOOSE_PLACE: 'The shopper chooses a saved delivery place, or a new address',
    ORDER_KNOWN: 'The cart and its total are known',
    RETRY: 'The shopper tries again (the order, its payment, or loading the saved delivery places)',
    ACCEPT_TOTAL: 'The shopper accepts the new total',
    CHANGE_METHOD: 'The shopper goes back to change the payment method',
    BACK_TO_CART: 'The shopper goes back to the cart',
  },
  guards: {
    canEnterInfo: 'a delivery method is chosen and the cart is not empty, with nothing out of stock',
    canEnterPayment: 'the delivery method and the customer details are known and the cart is not empty, with nothing out of stock',
    signedOut: 'nobody is signed in',
    signedIn: 'someone is signed in',
    isCustomer: 'the signed-in shopper has a customer record',
    sessionKnown: 'the session knows who is signed in',
    readyToConfirm: 'the signed-in shopper has a customer record and the page knows the cart and its total',
    emptyCart: 'the cart is empty',
    hasOrder: 'the order is already placed',
    placeExists: 'a new address, or a place the customer saved',
    totalChanged: 'the total changed since the shopper saw it',
    retryable: 'trying the same again may work',
    methodMayChange: 'another payment method or number may work',
    outOfStock: 'some products sold out',
  },
  actors: {
    placeOrder: 'placing the order',
    startPayment: 'starting the payment',
    sessionWatch: 'watching who is signed in',
    orderWatch: 'reading the cart and its total',
    loadDeliveries: 'loading where past orders were delivered',
  },
};
