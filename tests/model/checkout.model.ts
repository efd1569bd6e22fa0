import { fromCallback } from 'xstate';
import type { DeliveryDetails } from '../../src/domain/client-info';
import type { ModelOptions } from './paths';
import { checkoutMachine, type CheckoutEvent, type OrderContent, type OrderRequest, type Shopper } from '../../src/machines/checkout';
import { CheckoutFailureError } from '../../src/domain/order-failure';
import type { PaymentInfo } from '../../src/domain/payment';
import { clientInfo } from '../../src/domain/testing/fixtures';

// The checkout's model: what the path tests (checkout.test.ts, which records the actions' effects) and the
// flow studio's path list generate from.
export const wave: PaymentInfo = { payment: 'wave', phoneNumber: '77 123 45 67' };
export const order: OrderRequest = { customerId: 3, products: [{ id: 1, quantity: 2 }], total: 19_000 };
export const content: OrderContent = { products: order.products, total: order.total };
export const customer: Shopper = { signedIn: true, customerId: 3 };
/** Signed in, the customer record not loaded yet. */
export const loadingCustomer: Shopper = { signedIn: true, customerId: null };
export const nobody: Shopper = { signedIn: false, customerId: null };
export const savedPlace: DeliveryDetails = { city: 'Thiès', address: 'Quartier Escale', zip: '21000', time: '09:00' };
export const gatewayUrl = 'http://localhost/paydunya-sim/checkout/test_1?channel=wave-senegal';

type Snapshot = ReturnType<typeof checkoutMachine.transition>;

export const whileConfirming = (snapshot: Snapshot) => snapshot.matches('confirming');

export const checkoutModel: ModelOptions<typeof checkoutMachine> = {
  name: 'checkout',
  machine: checkoutMachine,
  // The actions that leave the machine do nothing here; the path tests give recording ones.
  provide: {
    actors: { sessionWatch: fromCallback<CheckoutEvent>(() => undefined) },
    actions: { clearCart: () => undefined, goToPayment: () => undefined },
  },
  events: {
    CHOOSE_DELIVERY: [{ type: 'CHOOSE_DELIVERY', method: 'collect' }],
    // A cart with the tea, an empty one, and one still holding the honey that sold out since it was added.
    ENTER_INFO: [
      { type: 'ENTER_INFO', cartCount: 2, soldOut: [] },
      { type: 'ENTER_INFO', cartCount: 0, soldOut: [] },
      { type: 'ENTER_INFO', cartCount: 2, soldOut: [5] },
    ],
    ENTER_PAYMENT: [
      { type: 'ENTER_PAYMENT', cartCount: 2, soldOut: [] },
      { type: 'ENTER_PAYMENT', cartCount: 0, soldOut: [] },
      { type: 'ENTER_PAYMENT', cartCount: 2, soldOut: [5] },
    ],
    SUBMIT_INFO: [{ type: 'SUBMIT_INFO', clientInfo }],
    // The saved place, or a new address.
    CHOOSE_PLACE: [
      { type: 'CHOOSE_PLACE', index: 0 },
      { type: 'CHOOSE_PLACE', index: null },
    ],
    SUBMIT_PAYMENT: [{ type: 'SUBMIT_PAYMENT', paymentInfo: wave }],
    SESSION_CHANGED: [
      { type: 'SESSION_CHANGED', shopper: customer },
      { type: 'SESSION_CHANGED', shopper: loadingCustomer },
      { type: 'SESSION_CHANGED', shopper: nobody },
    ],
    // The page proposes a fresh key each time; the machine must keep the attempt's own.
    ORDER_KNOWN: (snapshot: Snapshot): Extract<CheckoutEvent, { type: 'ORDER_KNOWN' }>[] => [
      { type: 'ORDER_KNOWN', content, idempotencyKey: snapshot.context.attempt ? 'proposed-later' : 'key-1' },
      { type: 'ORDER_KNOWN', content: { ...content, products: [] }, idempotencyKey: 'key-empty' },
    ],
    'xstate.done.actor.placeOrder': [{ type: 'xstate.done.actor.placeOrder', output: { orderId: 41 } }],
    'xstate.error.actor.placeOrder': [
      { type: 'xstate.error.actor.placeOrder', error: new CheckoutFailureError({ kind: 'totalChanged', total: 21_000 }) },
      { type: 'xstate.error.actor.placeOrder', error: new CheckoutFailureError({ kind: 'outOfStock', productIds: [1] }) },
      { type: 'xstate.error.actor.placeOrder', error: new TypeError('Failed to fetch') },
    ],
    'xstate.done.actor.loadDeliveries': [{ type: 'xstate.done.actor.loadDeliveries', output: [savedPlace] }],
    'xstate.error.actor.loadDeliveries': [{ type: 'xstate.error.actor.loadDeliveries', error: new TypeError('Failed to fetch') }],
    'xstate.done.actor.startPayment': [{ type: 'xstate.done.actor.startPayment', output: { url: gatewayUrl } }],
    'xstate.error.actor.startPayment': [
      { type: 'xstate.error.actor.startPayment', error: new CheckoutFailureError({ kind: 'unexpected' }) },
      { type: 'xstate.error.actor.startPayment', error: new CheckoutFailureError({ kind: 'alreadyPaid' }) },
    ],
  },
  filterEvents: (snapshot: Snapshot, event: CheckoutEvent) => {
    // The checkout ended at the sign-in: its actor takes nothing more (machine.transition would still take the
    // machine-wide CHOOSE_DELIVERY).
    if (snapshot.status === 'done') return false;
    // A new CHOOSE_DELIVERY while an order is being placed is swallowed: nothing to explore there.
    if (whileConfirming(snapshot) && event.type === 'CHOOSE_DELIVERY') return false;
    // Who is signed in and what the page reports only decide something on the confirmation page; the
    // session's first report comes while the shopper is still shopping.
    if (event.type === 'ORDER_KNOWN') return snapshot.matches('awaitingConfirmation');
    // The saved places are offered on the form only.
    if (event.type === 'CHOOSE_PLACE') return snapshot.matches({ info: 'editing' });
    // On /verify it decides the sign-in step and the prefill. A checkout starts with whoever is signed in (back
    // from the sign-in, she is); on the cart page she may sign out, then open a later step.
    if (event.type === 'SESSION_CHANGED') {
      const { shopper } = snapshot.context;
      return (
        snapshot.matches('awaitingConfirmation') ||
        snapshot.matches('info') ||
        (snapshot.matches('cart') && (shopper === null || (shopper.signedIn && !event.shopper.signedIn)))
      );
    }
    return true;
  },
  // What tells states apart: which data is known, not the data itself (the fixtures are fixed). The chosen saved
  // place only counts on /verify: every way back there loads the places and chooses again.
  serializeState: (snapshot: Snapshot) => {
    const {
      deliveryMethod,
      clientInfo,
      paymentInfo,
      shopper,
      content,
      attempt,
      failure,
      order: placed,
      savedDeliveries,
      place,
    } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      [deliveryMethod, clientInfo !== null, paymentInfo !== null],
      shopper,
      content?.products.length ?? null,
      attempt,
      failure?.kind ?? null,
      placed?.total ?? null,
      savedDeliveries.length,
      snapshot.matches('info') ? place : null,
    ]);
  },
};
