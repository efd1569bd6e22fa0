import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from './harness';
import { checkoutMachine, checkoutStepOf, type CheckoutEvent, type OrderRequest } from '../../src/machines/checkout';
import { createOrderBodySchema } from '../../src/domain/order';
import { CheckoutFailureError } from '../../src/domain/order-failure';
import type { PaymentInfo } from '../../src/domain/payment';
import { clientInfo } from '../../src/domain/testing/fixtures';

const wave: PaymentInfo = { payment: 'wave', phoneNumber: '77 123 45 67' };
const order: OrderRequest = { customerId: 3, products: [{ id: 1, quantity: 2 }], total: 19_000 };
const gatewayUrl = 'http://localhost/paydunya-sim/checkout/test_1?channel=wave-senegal';

type Snapshot = ReturnType<typeof checkoutMachine.transition>;

/** What the fake side effects did during one path, and how many of them the previous step had seen. */
const effects: string[] = [];
let effectsBefore = 0;

const whileConfirming = (snapshot: Snapshot) => snapshot.matches('confirming');

describeModel({
  name: 'checkout',
  machine: checkoutMachine,
  provide: () => {
    effects.length = 0;
    effectsBefore = 0;
    return {
      actions: {
        clearCart: () => {
          effects.push('clearCart');
        },
        goToPayment: (_: unknown, params: { url: string }) => {
          effects.push(`goTo ${params.url}`);
        },
      },
    };
  },
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
  check: (snapshot: Snapshot, { event, previous, invocations }) => {
    const { context } = snapshot;
    const last = invocations.at(-1);

    if (snapshot.matches({ confirming: 'placingOrder' })) {
      // Never a second order: an attempt that has its order only starts payments.
      expect(previous?.context.attempt?.orderId ?? null).toBeNull();
      expect(last?.src).toBe('placeOrder');
      const input = last?.input as { idempotencyKey: string; body: unknown };
      expect(input.idempotencyKey).toBe(context.attempt?.idempotencyKey);
      // The spec's payload with the checkout's data; deposit and rest as the server computes them.
      expect(createOrderBodySchema.parse(input.body)).toEqual({
        customer_id: 3,
        products: order.products,
        total: context.order?.total,
        deposit: context.order?.total,
        rest: 0,
        shipping_method: 'collect',
        payment_method: 'wave',
        client_info: clientInfo,
        payment_phone: wave.phoneNumber,
      });
    }
    if (snapshot.matches({ confirming: 'startingPayment' })) {
      expect(last).toMatchObject({ src: 'startPayment', input: { orderId: 41, payment: { method: 'wave', phone: wave.phoneNumber } } });
    }
    if (event.type === 'RETRY' || (event.type === 'ACCEPT_TOTAL' && previous?.context.failure?.kind === 'totalChanged')) {
      // A retry reuses the attempt: the same Idempotency-Key, or the order already placed.
      const attempt = previous?.context.attempt;
      expect(context.attempt).toEqual(attempt);
      if (attempt?.orderId) expect(last).toMatchObject({ src: 'startPayment', input: { orderId: attempt.orderId } });
      else expect(last).toMatchObject({ src: 'placeOrder', input: { idempotencyKey: attempt?.idempotencyKey } });
    }
    if (event.type === 'ACCEPT_TOTAL') {
      // Only after a changed total, and then the order is placed for the new total.
      if (previous?.context.failure?.kind === 'totalChanged') expect(context.order?.total).toBe(21_000);
      else expect(snapshot.value).toEqual(previous?.value);
    }
    if (event.type === 'CONFIRM' && previous?.context.attempt && whileConfirming(snapshot)) {
      expect(context.attempt?.idempotencyKey).toBe(previous.context.attempt.idempotencyKey);
    }
    if (event.type === 'CONFIRM' && !whileConfirming(snapshot)) {
      // Nothing to order (the cart was emptied meanwhile): back to the cart.
      expect(checkoutStepOf(snapshot)).toBe('cart');
    }

    if (snapshot.matches('failed')) {
      expect(context.failure).not.toBeNull();
      if (event.type === 'xstate.error.actor.placeOrder' && (event as { error?: unknown }).error instanceof TypeError) {
        expect(context.failure).toEqual({ kind: 'unexpected' });
      }
    }
    if (event.type === 'xstate.done.actor.startPayment') {
      // Order placed, payment started: the cart is emptied, the checkout reset, then the browser leaves.
      expect(effects.slice(effectsBefore)).toEqual(['clearCart', `goTo ${gatewayUrl}`]);
      expect(context).toMatchObject({ deliveryMethod: null, clientInfo: null, paymentInfo: null, attempt: null, order: null, paymentUrl: gatewayUrl });
      expect(checkoutStepOf(snapshot)).toBe('leaving');
    } else {
      // Nothing else ever empties the cart or leaves the shop.
      expect(effects.slice(effectsBefore)).toEqual([]);
    }
    effectsBefore = effects.length;
    if (event.type === 'RESET') expect(context).toMatchObject({ deliveryMethod: null, clientInfo: null, paymentInfo: null, attempt: null });
    // Pages past the cart need a delivery method; the info form is saved before the payment step.
    if (snapshot.matches('info')) expect(context.deliveryMethod).not.toBeNull();
    if (snapshot.matches('payment')) expect(context.clientInfo).not.toBeNull();
  },
});

describe('restoring a checkout after a reload', () => {
  it('brings back the delivery method and the customer info, in the cart state: nothing that pays', () => {
    const actor = createActor(checkoutMachine, { input: { deliveryMethod: 'livreur', clientInfo } }).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('cart');
    expect(snapshot.context).toMatchObject({ deliveryMethod: 'livreur', clientInfo, paymentInfo: null, attempt: null, order: null });
    // A reload on /payment goes straight back to the payment step, which still needs a confirm.
    actor.send({ type: 'ENTER_PAYMENT', cartCount: 1 });
    expect(actor.getSnapshot().value).toBe('payment');
    actor.stop();
  });
});
