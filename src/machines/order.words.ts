import type { OrderEvent } from './order';
import type { MachineWords } from './words';

// Beside the machine, not in it: only the flow studio and docs/flows need these words.
export const orderWords: MachineWords<OrderEvent['type']> = {
  summary: 'An order’s life, from payment to delivery or collection: what the server stores and what the shopper and the staff see.',
  events: {
    PAYMENT_STARTED: 'The shopper starts a payment',
    PAYMENT_FAILED: 'The payment failed or was cancelled',
    PAID: 'PayDunya confirms a payment of the order’s total (first, late or a second one)',
    EXPIRE: 'The order stayed unpaid too long (after asking PayDunya once more)',
    PREPARE: 'The staff start preparing the order',
    SHIP: 'The staff hand the order to the courier',
    MARK_READY: 'The staff put the order out for collection',
    DELIVER: 'The courier delivered the order',
    COLLECT: 'The shopper collected the order',
    CANCEL: 'The staff cancel the unpaid order',
    REFUND: 'The staff give the money back',
    REFUND_EXCESS: 'The staff give the extra payment back',
    ACCEPT_LATE_PAYMENT: 'The staff accept the late payment',
  },
  guards: {
    byCourier: 'the order is delivered by courier',
    inShop: 'the order is collected in the shop',
  },
  actors: {},
};
