import type { OrderEvent } from './order';
import type { MachineWords } from './words';

// Beside the machine, not in it: only the flow studio and docs/flows need these words.
export const orderWords: MachineWords<OrderEvent['type']> = {
  summary: 'An order’s life in the back office, from payment to delivery or collection.',
  events: {
    PAID: 'The payment is confirmed',
    EXPIRE: 'The order stayed unpaid too long',
    LATE_PAYMENT: 'A payment arrives after the order ended',
    OVERPAYMENT: 'A second payment arrives for a paid order',
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
