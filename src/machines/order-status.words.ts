import type { OrderStatusEvent } from './order-status';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const orderStatusWords: MachineWords<OrderStatusEvent['type']> = {
  summary: 'An order after the payment page: waiting for the payment notification, then paid, failed (pay again) or expired.',
  events: {
    USER_CHANGED: 'Someone signed in or out',
    RELOAD: 'The shopper asks for the order again',
    RETRY_PAYMENT: 'The shopper pays the order again',
  },
  guards: {
    noOrderId: 'the address names no order',
    signedOutEvent: 'nobody is signed in any more',
    otherUser: 'another account is signed in',
    notFound: 'the order does not exist for this shopper',
    pending: 'the order waits for its payment (the server asks PayDunya too)',
    paid: 'the order is paid (and maybe prepared, delivered or refunded since)',
    paymentFailed: 'the payment failed or was cancelled',
    alreadyPaid: 'the order was paid meanwhile',
  },
  actors: {
    sessionWatch: 'watching who is signed in',
    fetchOrder: 'loading the order',
    pollOrder: 'asking for the order again a few seconds later',
    watchExpired: 'asking again whether a late payment arrived',
    startPayment: 'starting a new payment',
  },
};
