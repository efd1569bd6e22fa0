import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { DeliveryMethodCode } from '../domain/catalog';
import type { DeliveryDetails } from '../domain/client-info';
import { samePlace } from '../domain/delivery-place';
import type { CreateOrderBody } from '../domain/order';
import { splitPayment } from '../domain/payment-split';
import { checkoutFailureOf, type CheckoutFailure } from '../domain/order-failure';
import { arrivals } from './checkout.arrivals';
import type { CartReport, CheckoutContext, CheckoutEvent, CheckoutInput, PlaceOrderInput, StartPaymentInput } from './checkout.types';

export type * from './checkout.types';

/**
 * The checkout of spec §4: delivery chosen (cart page) → customer info (/verify) → payment (/payment) →
 * confirmation (/payment/confirmation): once the shopper is known to be signed in (a customer) and the
 * cart and its total are known (its orderWatch actor), place the order, then start its payment — one after the other —
 * and send the shopper to the gateway's url. Which page shows is a projection of this state
 * (CheckoutUrl in src/actors/checkout-actor.tsx); a page only reports where the shopper arrived (ENTER_*, led on
 * as checkout.arrivals.ts says) and what the shopper did; the session reaches the machine through its sessionWatch actor.
 *
 * One "attempt" holds the Idempotency-Key of the order being placed and, once placed, its id: a retry
 * reuses both, so it never creates a second order. Going back to the cart or to the customer info (where
 * the order's content may change) starts a new attempt.
 */

const notProvided = (name: string) => () => {
  throw new Error(`checkout machine: provide the "${name}" implementation`);
};
const actionNotProvided =
  <P>(name: string) =>
  (_: unknown, _params: P): void => {
    throw new Error(`checkout machine: provide the "${name}" action`);
  };

/**
 * Whether the checkout may start (or go on) with this cart: a delivery method chosen, something in the cart, and
 * nothing in it out of stock (issue 21: sold out since it was added, the line waits for its removal). The cart
 * page shows its way on by the same rule.
 */
export const cartMayCheckOut = (context: Pick<CheckoutContext, 'deliveryMethod'>, cart: CartReport): boolean =>
  context.deliveryMethod !== null && cart.cartCount > 0 && cart.soldOut.length === 0;

const cartOf = (event: CheckoutEvent): CartReport =>
  event.type === 'ENTER_INFO' || event.type === 'ENTER_PAYMENT' ? event : { cartCount: 0, soldOut: [] };

function orderBody(context: CheckoutContext): CreateOrderBody {
  const { order, deliveryMethod, paymentInfo, clientInfo } = context;
  if (!order || !deliveryMethod || !paymentInfo || !clientInfo)
    throw new Error('checkout: the order is placed only once everything is known');
  return {
    customer_id: order.customerId,
    products: order.products,
    total: order.total,
    ...splitPayment(order.total),
    shipping_method: deliveryMethod,
    payment_method: paymentInfo.payment,
    client_info: clientInfo,
    ...(paymentInfo.phoneNumber ? { payment_phone: paymentInfo.phoneNumber } : {}),
  };
}

const cleared = {
  clientInfo: null,
  paymentInfo: null,
  deliveryMethod: null,
  order: null,
  content: null,
  attempt: null,
  failure: null,
} as const;

type FailureKind = CheckoutFailure['kind'];
const failureIs =
  (...kinds: FailureKind[]) =>
  ({ context }: { context: CheckoutContext }) =>
    context.failure !== null && kinds.includes(context.failure.kind);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput | undefined,
  },
  actors: {
    /** POST /api/orders with the attempt's Idempotency-Key. */
    placeOrder: fromPromise<{ orderId: number }, PlaceOrderInput>(notProvided('placeOrder')),
    /** POST /api/orders/:id/payment → where to send the shopper. */
    startPayment: fromPromise<{ url: string }, StartPaymentInput>(notProvided('startPayment')),
    /** Sends SESSION_CHANGED once the session knows who is signed in, then on every change. */
    sessionWatch: fromCallback<CheckoutEvent>(() => undefined),
    /** Sends ORDER_KNOWN once the cart and its total (with the delivery fee) are known, then on every change. */
    orderWatch: fromCallback<CheckoutEvent, { deliveryMethod: DeliveryMethodCode | null }>(() => undefined),
    /** GET /api/delivery-details: where the customer's past orders were delivered. */
    loadDeliveries: fromPromise<DeliveryDetails[]>(notProvided('loadDeliveries')),
  },
  actions: {
    /** Sends CLEAR to the root's `cart` actor (src/services/checkout-actions.ts). */
    clearCart: actionNotProvided<undefined>('clearCart'),
    /** Sends the browser to the gateway (location.assign). */
    goToPayment: actionNotProvided<{ url: string }>('goToPayment'),
    chooseDelivery: assign({
      deliveryMethod: ({ context, event }) => (event.type === 'CHOOSE_DELIVERY' ? event.method : context.deliveryMethod),
      attempt: null,
      failure: null,
    }),
    saveClientInfo: assign({ clientInfo: ({ context, event }) => (event.type === 'SUBMIT_INFO' ? event.clientInfo : context.clientInfo) }),
    savePaymentInfo: assign({
      paymentInfo: ({ context, event }) => (event.type === 'SUBMIT_PAYMENT' ? event.paymentInfo : context.paymentInfo),
    }),
    dropAttempt: assign({ attempt: null, failure: null }),
    rememberShopper: assign({ shopper: ({ context, event }) => (event.type === 'SESSION_CHANGED' ? event.shopper : context.shopper) }),
    rememberContent: assign({
      content: ({ context, event }) =>
        event.type === 'ORDER_KNOWN' ? { ...event.content, idempotencyKey: event.idempotencyKey } : context.content,
    }),
    forgetContent: assign({ content: null }),
    /** The form starts on the place of the details typed in this checkout, else on the newest saved place. */
    rememberDeliveries: assign(({ context }, params: { deliveries: DeliveryDetails[] }) => {
      const { clientInfo } = context;
      const typed = clientInfo ? params.deliveries.findIndex((place) => samePlace(place, clientInfo)) : 0;
      return { savedDeliveries: params.deliveries, place: typed === -1 || params.deliveries.length === 0 ? null : typed };
    }),
    choosePlace: assign({ place: ({ context, event }) => (event.type === 'CHOOSE_PLACE' ? event.index : context.place) }),
    beginAttempt: assign(({ context }) => {
      const { content, shopper } = context;
      if (!content || shopper?.customerId == null) return {};
      return {
        order: { customerId: shopper.customerId, products: content.products, total: content.total },
        failure: null,
        attempt: context.attempt ?? { idempotencyKey: content.idempotencyKey, orderId: null },
      };
    }),
    rememberOrder: assign({
      attempt: ({ context }, params: { orderId: number }) => (context.attempt ? { ...context.attempt, orderId: params.orderId } : null),
    }),
    rememberFailure: assign({ failure: (_, params: { error: unknown }) => checkoutFailureOf(params.error) }),
    clearFailure: assign({ failure: null }),
    acceptNewTotal: assign({
      order: ({ context }) =>
        context.order && context.failure?.kind === 'totalChanged' ? { ...context.order, total: context.failure.total } : context.order,
      failure: null,
    }),
    /** Spec: once the order is placed and the payment started, the checkout state is reset. */
    finish: assign((_, params: { url: string }) => ({ ...cleared, paymentUrl: params.url })),
  },
  guards: {
    canEnterInfo: ({ context, event }) => cartMayCheckOut(context, cartOf(event)),
    canEnterPayment: ({ context, event }) => context.clientInfo !== null && cartMayCheckOut(context, cartOf(event)),
    signedOut: ({ context }) => context.shopper?.signedIn === false,
    signedIn: ({ context }) => context.shopper?.signedIn === true,
    isCustomer: ({ context }) => context.shopper?.customerId != null,
    sessionKnown: ({ context }) => context.shopper !== null,
    readyToConfirm: ({ context }) => context.shopper?.customerId != null && context.content !== null,
    emptyCart: ({ context }) => context.content?.products.length === 0,
    hasOrder: ({ context }) => context.attempt?.orderId != null,
    placeExists: ({ context, event }) =>
      event.type === 'CHOOSE_PLACE' && (event.index === null || event.index < context.savedDeliveries.length),
    totalChanged: failureIs('totalChanged'),
    /** Trying the same again may work: the network, the gateway, or a number that may be fixed on the wallet's side. */
    retryable: failureIs('unexpected', 'walletPhone'),
    /** Another method or number may work; not when products sold out or the order is paid already. */
    methodMayChange: failureIs('unexpected', 'walletPhone', 'totalChanged'),
    outOfStock: failureIs('outOfStock'),
  },
}).createMachine({
  id: 'checkout',
  description: 'From the cart page to the payment gateway.',
  context: ({ input }) => ({
    ...cleared,
    deliveryMethod: input?.deliveryMethod ?? null,
    clientInfo: input?.clientInfo ?? null,
    shopper: null,
    paymentUrl: null,
    savedDeliveries: [],
    place: null,
  }),
  invoke: { id: 'sessionWatch', src: 'sessionWatch' },
  initial: 'cart',
  on: {
    CHOOSE_DELIVERY: { target: '.cart', actions: 'chooseDelivery' },
    SESSION_CHANGED: { actions: 'rememberShopper' },
  },
  states: {
    /** Shopping; the cart page sets the delivery method. */
    cart: {
      description: 'The shopper is shopping; the cart page sets the delivery method.',
      on: arrivals('cart'),
    },
    /** /verify: the nine-field customer info form, prefilled from the customer record and past deliveries. */
    info: {
      description: 'The customer details form (/verify).',
      // Checkout asks for the phone sign-in first (issue 16): whenever the session says nobody is signed in.
      always: { guard: 'signedOut', target: 'signingIn' },
      initial: 'lookingUp',
      on: {
        SESSION_CHANGED: { target: '.lookingUp', actions: 'rememberShopper' },
        SUBMIT_INFO: { target: 'payment', actions: 'saveClientInfo' },
        ...arrivals('info'),
      },
      states: {
        lookingUp: {
          description: 'Waiting for the session: is the shopper a customer, whose past deliveries can be asked for?',
          always: [
            { guard: 'isCustomer', target: 'loadingDeliveries' },
            { guard: 'sessionKnown', target: 'editing' },
          ],
        },
        loadingDeliveries: {
          description: 'Asking the shop where the customer had orders delivered before.',
          invoke: {
            id: 'loadDeliveries',
            src: 'loadDeliveries',
            onDone: { target: 'editing', actions: { type: 'rememberDeliveries', params: ({ event }) => ({ deliveries: event.output }) } },
            onError: { target: 'deliveriesFailed' },
          },
        },
        editing: {
          description: 'The form, prefilled; the saved delivery places (if any) offered to choose from.',
          on: { CHOOSE_PLACE: { guard: 'placeExists', actions: 'choosePlace' } },
        },
        deliveriesFailed: {
          description: 'The saved delivery places could not be loaded: the form works, and the shopper may try again.',
          on: { RETRY: 'loadingDeliveries' },
        },
      },
    },
    /**
     * Signed out on the way to /verify: the phone sign-in (/auth/login, back to /verify) comes first. The sign-in
     * pages are not the checkout's, so this checkout ends here; back on /verify a new one starts from what this
     * one saved (the delivery method and the details), with the shopper signed in.
     */
    signingIn: {
      description:
        'Nobody is signed in: this checkout ends and sends the shopper to the phone sign-in; back on /verify a new checkout starts where this one stopped.',
      type: 'final',
    },
    /** /payment: method and wallet number. */
    payment: {
      description: 'Choosing the payment method and the wallet number (/payment).',
      // Restored details may lead here directly: paying needs an account, so the sign-in comes first.
      always: { guard: 'signedOut', target: 'signingIn' },
      on: {
        // Paying needs an account (spec §2): a reload shows this page before the session knows who is there.
        SUBMIT_PAYMENT: { guard: 'signedIn', target: 'awaitingConfirmation', actions: 'savePaymentInfo' },
        ...arrivals('payment'),
      },
    },
    /** /payment/confirmation, until the shopper is known to be a customer and the page knows the cart. */
    awaitingConfirmation: {
      description: 'The confirmation page is waiting for the customer and the cart.',
      // What a previous visit reported may be stale: the watch reports the cart and its total again.
      entry: 'forgetContent',
      invoke: { id: 'orderWatch', src: 'orderWatch', input: ({ context }) => ({ deliveryMethod: context.deliveryMethod }) },
      // Entered signed in (SUBMIT_PAYMENT [signedIn]) and left as soon as the watch reports (the cart and the
      // delivery fees are known when /payment submits): nobody can open another page or sign out meanwhile.
      always: [
        // Nothing to order (the cart was emptied meanwhile): back to the cart.
        { guard: 'emptyCart', target: 'cart', actions: 'dropAttempt' },
        { guard: 'readyToConfirm', target: 'confirming', actions: 'beginAttempt' },
      ],
      on: {
        ORDER_KNOWN: { actions: 'rememberContent' },
      },
    },
    /** Order first, then the payment for that order — never in parallel. Leaving is not possible meanwhile. */
    confirming: {
      description: 'The order is placed, then its payment started; the shopper cannot leave meanwhile.',
      initial: 'choosingStep',
      on: { CHOOSE_DELIVERY: {} },
      states: {
        choosingStep: {
          description: 'Is the order already placed (a retry)?',
          always: [{ guard: 'hasOrder', target: 'startingPayment' }, { target: 'placingOrder' }],
        },
        placingOrder: {
          description: 'Placing the order with the shop.',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({ idempotencyKey: context.attempt?.idempotencyKey ?? '', body: orderBody(context) }),
            onDone: {
              target: 'startingPayment',
              actions: { type: 'rememberOrder', params: ({ event }) => ({ orderId: event.output.orderId }) },
            },
            onError: { target: '#checkout.failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        startingPayment: {
          description: 'Asking PayDunya for the payment page.',
          invoke: {
            id: 'startPayment',
            src: 'startPayment',
            input: ({ context }) => ({
              orderId: context.attempt?.orderId ?? 0,
              payment: {
                method: context.paymentInfo?.payment ?? 'wave',
                ...(context.paymentInfo?.phoneNumber ? { phone: context.paymentInfo.phoneNumber } : {}),
              },
            }),
            onDone: {
              target: '#checkout.redirecting',
              actions: ['clearCart', { type: 'finish', params: ({ event }) => ({ url: event.output.url }) }],
            },
            onError: { target: '#checkout.failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    /** The alert 'Une erreur est survenue' and what this failure lets the shopper do. */
    failed: {
      description: 'Something went wrong: the shopper sees the error and what can be done about it.',
      on: {
        RETRY: { guard: 'retryable', target: 'confirming', actions: 'clearFailure' },
        ACCEPT_TOTAL: { guard: 'totalChanged', target: 'confirming', actions: 'acceptNewTotal' },
        CHANGE_METHOD: { guard: 'methodMayChange', target: 'payment', actions: 'clearFailure' },
        BACK_TO_CART: { guard: 'outOfStock', target: 'cart', actions: 'dropAttempt' },
        // Another method or number for the same order (Back: the page before the confirmation is /payment; the
        // details are reached from there).
        ...arrivals('failed', ['ENTER_PAYMENT']),
      },
    },
    /** The order is placed and its payment started: the cart is empty, the checkout reset, the browser leaves. */
    redirecting: {
      description: 'The payment has started: the cart is emptied and the browser goes to the payment page.',
      entry: { type: 'goToPayment', params: ({ context }) => ({ url: context.paymentUrl ?? '/' }) },
    },
  },
});

/** Which checkout page a state belongs to ('leaving': the browser is on its way to the gateway). */
export type CheckoutStep = 'cart' | 'signIn' | 'info' | 'payment' | 'confirmation' | 'leaving';

export function checkoutStepOf(snapshot: {
  matches: (state: 'info' | 'payment' | 'redirecting' | 'cart' | 'signingIn') => boolean;
}): CheckoutStep {
  if (snapshot.matches('cart')) return 'cart';
  if (snapshot.matches('signingIn')) return 'signIn';
  if (snapshot.matches('info')) return 'info';
  if (snapshot.matches('payment')) return 'payment';
  if (snapshot.matches('redirecting')) return 'leaving';
  return 'confirmation';
}
