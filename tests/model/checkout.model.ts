import type { ModelOptions } from './paths';
import { checkoutMachine, type CheckoutEvent, type OrderRequest } from '../../src/machines/checkout';
import { CheckoutFailureError } from '../../src/domain/order-failure';
import type { PaymentInfo } from '../../src/domain/payment';
import { clientInfo } from '../../src/domain/testing/fixtures';

// The checkout's model: what the path tests (checkout.test.ts, which records the actions' effects) and the
// flow studio's path list generate from.
export const wave: PaymentInfo = { payment: 'wave', phoneNumber: '77 123 45 67' };
export const order: OrderRequest = { customerId: 3, products: [{ id: 1, quantity: 2 }], total: 19_000 };
export const gatewayUrl = 'http://localhost/paydunya-sim/checkout/test_1?channel=wave-senegal';

type Snapshot = ReturnType<typeof checkoutMachine.transition>;

export const whileConfirming = (snapshot: Snapshot) => snapshot.matches('confirming');

export const checkoutModel: ModelOptions<typeof checkoutMachine> = {
  name: 'checkout',
  machine: checkoutMachine,
  // The actions that leave the machine do nothing here; the path tests give recording ones.
  provide: { actions: { clearCart: () => undefined, goToPayment: () => undefined } },
  events: {
    CHOOSE_DELIVERY: [{ type: 'CHOOSE_DELIVERY', method: 'collect' }],
    ENTER_INFO: [
      { type: 'ENTER_INFO', cartCount: 2 },
      { type: 'ENTER_INFO', cartCount: 0 },
    ],
    ENTER_PAYMENT: [
      { type: 'ENTER_PAYMENT', cartCount: 2 },
      { type: 'ENTER_PAYMENT', cartCount: 0 },
    ],
    SUBMIT_INFO: [{ type: 'SUBMIT_INFO', clientInfo }],
    SUBMIT_PAYMENT: [{ type: 'SUBMIT_PAYMENT', paymentInfo: wave }],
    // The page proposes a fresh key each time; the machine must keep the attempt's own.
    CONFIRM: (snapshot: Snapshot): Extract<CheckoutEvent, { type: 'CONFIRM' }>[] => [
      { type: 'CONFIRM', order, idempotencyKey: snapshot.context.attempt ? 'proposed-later' : 'key-1' },
      { type: 'CONFIRM', order: { ...order, products: [] }, idempotencyKey: 'key-empty' },
    ],
    'xstate.done.actor.placeOrder': [{ type: 'xstate.done.actor.placeOrder', output: { orderId: 41 } }],
    'xstate.error.actor.placeOrder': [
      { type: 'xstate.error.actor.placeOrder', error: new CheckoutFailureError({ kind: 'totalChanged', total: 21_000 }) },
      { type: 'xstate.error.actor.placeOrder', error: new TypeError('Failed to fetch') },
    ],
    'xstate.done.actor.startPayment': [{ type: 'xstate.done.actor.startPayment', output: { url: gatewayUrl } }],
    'xstate.error.actor.startPayment': [{ type: 'xstate.error.actor.startPayment', error: new CheckoutFailureError({ kind: 'unexpected' }) }],
  },
  // A new CHOOSE_DELIVERY or RESET while an order is being placed is swallowed: nothing to explore there.
  filterEvents: (snapshot: Snapshot, event: CheckoutEvent) => !(whileConfirming(snapshot) && (event.type === 'CHOOSE_DELIVERY' || event.type === 'RESET')),
};
