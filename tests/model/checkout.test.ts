import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { describeModel } from './harness';
import { checkoutModel, gatewayUrl, order, savedPlace, wave, whileConfirming } from './checkout.model';
import { checkoutMachine, checkoutStepOf, type CheckoutEvent, type OrderContent } from '../../src/machines/checkout';
import { createOrderBodySchema } from '../../src/domain/order';
import { clientInfo } from '../../src/domain/testing/fixtures';

type Snapshot = ReturnType<typeof checkoutMachine.transition>;

/** What the fake side effects did during one path, and how many of them the previous step had seen. */
const effects: string[] = [];
let effectsBefore = 0;

describeModel({
  ...checkoutModel,
  provide: () => {
    effects.length = 0;
    effectsBefore = 0;
    return {
      actors: { sessionWatch: fromCallback<CheckoutEvent>(() => undefined) },
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
    const failure = previous?.context.failure?.kind;
    if (
      (event.type === 'RETRY' && (failure === 'unexpected' || failure === 'walletPhone')) ||
      (event.type === 'ACCEPT_TOTAL' && failure === 'totalChanged')
    ) {
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
    if (whileConfirming(snapshot) && previous?.matches('awaitingConfirmation')) {
      // The order is placed only for a customer, with the cart the page reported; a retry keeps its key.
      expect(context.shopper?.customerId).toBe(3);
      expect(context.order).toEqual(order);
      expect(context.attempt?.idempotencyKey).toBe(previous.context.attempt?.idempotencyKey ?? 'key-1');
    }
    if (
      event.type === 'ORDER_KNOWN' &&
      previous?.matches('awaitingConfirmation') &&
      (event as { content: OrderContent }).content.products.length === 0
    ) {
      // Nothing to order (the cart was emptied meanwhile): back to the cart.
      expect(checkoutStepOf(snapshot)).toBe('cart');
    }
    // The gate (spec §2): the payment is confirmed only by someone signed in, and nothing is placed otherwise.
    if (snapshot.matches('awaitingConfirmation') && event.type === 'SUBMIT_PAYMENT') expect(context.shopper?.signedIn).toBe(true);
    if (event.type === 'SUBMIT_PAYMENT' && previous?.context.shopper?.signedIn !== true) expect(snapshot.value).toEqual(previous?.value);
    if (previous?.matches('awaitingConfirmation') && context.shopper?.signedIn === false)
      expect(snapshot.matches('confirming')).toBe(false);

    // What a failure offers (ConfirmationFailure shows the events the machine accepts).
    if (snapshot.matches('failed')) {
      const can = (type: 'RETRY' | 'ACCEPT_TOTAL' | 'CHANGE_METHOD' | 'BACK_TO_CART') => snapshot.can({ type });
      const offers = {
        RETRY: can('RETRY'),
        ACCEPT_TOTAL: can('ACCEPT_TOTAL'),
        CHANGE_METHOD: can('CHANGE_METHOD'),
        BACK_TO_CART: can('BACK_TO_CART'),
      };
      const expected = {
        unexpected: { RETRY: true, ACCEPT_TOTAL: false, CHANGE_METHOD: true, BACK_TO_CART: false },
        walletPhone: { RETRY: true, ACCEPT_TOTAL: false, CHANGE_METHOD: true, BACK_TO_CART: false },
        totalChanged: { RETRY: false, ACCEPT_TOTAL: true, CHANGE_METHOD: true, BACK_TO_CART: false },
        outOfStock: { RETRY: false, ACCEPT_TOTAL: false, CHANGE_METHOD: false, BACK_TO_CART: true },
        alreadyPaid: { RETRY: false, ACCEPT_TOTAL: false, CHANGE_METHOD: false, BACK_TO_CART: false },
      }[context.failure?.kind ?? 'unexpected'];
      expect(offers).toEqual(expected);
    }
    if (event.type === 'CHANGE_METHOD' && previous?.matches('failed') && failure !== 'outOfStock' && failure !== 'alreadyPaid') {
      expect(checkoutStepOf(snapshot)).toBe('payment');
      expect(context.attempt).toEqual(previous.context.attempt);
    }
    if (event.type === 'BACK_TO_CART' && failure === 'outOfStock') {
      expect(checkoutStepOf(snapshot)).toBe('cart');
      expect(context.attempt).toBeNull();
    }

    if (snapshot.matches('failed')) {
      expect(context.failure).not.toBeNull();
      expect(invocations.length).toBeGreaterThan(0);
      if (event.type === 'xstate.error.actor.placeOrder' && (event as { error?: unknown }).error instanceof TypeError) {
        expect(context.failure).toEqual({ kind: 'unexpected' });
      }
    }
    if (event.type === 'xstate.done.actor.startPayment') {
      // Order placed, payment started: the cart is emptied, the checkout reset, then the browser leaves.
      expect(effects.slice(effectsBefore)).toEqual(['clearCart', `goTo ${gatewayUrl}`]);
      expect(context).toMatchObject({
        deliveryMethod: null,
        clientInfo: null,
        paymentInfo: null,
        attempt: null,
        order: null,
        paymentUrl: gatewayUrl,
      });
      expect(checkoutStepOf(snapshot)).toBe('leaving');
    } else {
      // Nothing else ever empties the cart or leaves the shop.
      expect(effects.slice(effectsBefore)).toEqual([]);
    }
    effectsBefore = effects.length;
    // Issue 21: a cart holding a product sold out since it was added never opens the details or payment page; from
    // there, it sends the shopper back to the cart, where the line is marked.
    if ((event.type === 'ENTER_INFO' || event.type === 'ENTER_PAYMENT') && (event as { soldOut: number[] }).soldOut.length > 0) {
      expect(snapshot.matches('info') || snapshot.matches('payment')).toBe(false);
      if (previous?.matches('info') || previous?.matches('payment')) expect(checkoutStepOf(snapshot)).toBe('cart');
    }
    // Pages past the cart need a delivery method; the info form is saved before the payment step.
    if (snapshot.matches('info')) expect(context.deliveryMethod).not.toBeNull();
    // Sign-in first (issue 16): the customer details and payment pages are never shown to someone signed out.
    if (snapshot.matches('info') || snapshot.matches('payment')) expect(context.shopper?.signedIn).not.toBe(false);
    if (context.shopper?.signedIn === false && (previous?.matches('info') || previous?.matches('payment'))) {
      expect(snapshot.matches('signingIn') || snapshot.matches('cart')).toBe(true);
    }
    if (snapshot.matches('signingIn')) {
      // The checkout ends at the sign-in: a new one starts when she comes back.
      expect(context.shopper?.signedIn).toBe(false);
      expect(checkoutStepOf(snapshot)).toBe('signIn');
      expect(snapshot.status).toBe('done');
    }
    // Past deliveries are asked for only for a known customer, and each time the customer changes on /verify.
    if (snapshot.matches({ info: 'loadingDeliveries' })) {
      expect(context.shopper?.customerId).toBe(3);
      expect(invocations.at(-1)?.src).toBe('loadDeliveries');
    }
    if (event.type === 'xstate.done.actor.loadDeliveries') {
      expect(context.savedDeliveries).toEqual([savedPlace]);
      // The form starts on the newest saved place, unless details typed in this checkout name another place.
      expect(context.place).toBe(previous?.context.clientInfo ? null : 0);
    }
    if (event.type === 'CHOOSE_PLACE') {
      // A saved place or a new address is chosen; a place the customer does not have (none loaded) is refused.
      const { index } = event as { index: number | null };
      const exists = index === null || index < (previous?.context.savedDeliveries.length ?? 0);
      expect(context.place).toBe(exists ? index : previous?.context.place);
    }
    if (context.place !== null) expect(context.place).toBeLessThan(context.savedDeliveries.length);
    if (snapshot.matches({ info: 'deliveriesFailed' })) expect(snapshot.can({ type: 'RETRY' })).toBe(true);
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
    actor.send({ type: 'ENTER_PAYMENT', cartCount: 1, soldOut: [] });
    expect(actor.getSnapshot().value).toBe('payment');
    actor.stop();
  });
});
