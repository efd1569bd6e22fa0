import { assign, fromPromise, not, setup } from 'xstate';
import type { DeliveryMethodCode } from '../domain/catalog';
import type { ClientInfo } from '../domain/client-info';
import { splitPayment, type CreateOrderBody } from '../domain/order';
import { checkoutFailureOf, type CheckoutFailure } from '../domain/order-failure';
import type { PaymentInfo, StartPaymentBody } from '../domain/payment';

/**
 * The checkout of spec §4: delivery chosen (cart page) → customer info (/verify) → payment (/payment) →
 * confirmation (/payment/confirmation): place the order, then start its payment — one after the other —
 * and send the shopper to the gateway's url. Which page shows is a projection of this state
 * (src/views/checkout/checkoutRoute.ts); a page only reports where the shopper arrived (ENTER_*).
 *
 * One "attempt" holds the Idempotency-Key of the order being placed and, once placed, its id: a retry
 * reuses both, so it never creates a second order. Going back to the cart or to the customer info (where
 * the order's content may change) starts a new attempt.
 */

/** What the confirmation page knows when it asks for the order: the customer and the cart as shown. */
export interface OrderRequest {
  customerId: number;
  products: { id: number; quantity: number }[];
  /** The total the shopper was shown (cart + delivery fee); the server refuses any other. */
  total: number;
}

export interface CheckoutAttempt {
  idempotencyKey: string;
  orderId: number | null;
}

export interface CheckoutContext {
  deliveryMethod: DeliveryMethodCode | null;
  clientInfo: ClientInfo | null;
  paymentInfo: PaymentInfo | null;
  order: OrderRequest | null;
  attempt: CheckoutAttempt | null;
  failure: CheckoutFailure | null;
  /** Where the browser goes once the payment has started. */
  paymentUrl: string | null;
}

/** What may be restored after a reload (src/services/checkoutStorage.ts): never anything that pays. */
export interface CheckoutInput {
  deliveryMethod?: DeliveryMethodCode | null;
  clientInfo?: ClientInfo | null;
}

export type CheckoutEvent =
  | { type: 'CHOOSE_DELIVERY'; method: DeliveryMethodCode }
  | { type: 'RESET' }
  /** The shopper arrived on /verify (link, back button or reload). */
  | { type: 'ENTER_INFO'; cartCount: number }
  | { type: 'SUBMIT_INFO'; clientInfo: ClientInfo }
  /** The shopper arrived on /payment. */
  | { type: 'ENTER_PAYMENT'; cartCount: number }
  | { type: 'SUBMIT_PAYMENT'; paymentInfo: PaymentInfo }
  /** The confirmation page has the customer and the cart; `idempotencyKey` is used if no attempt is under way. */
  | { type: 'CONFIRM'; order: OrderRequest; idempotencyKey: string }
  | { type: 'RETRY' }
  /** After a 'totalChanged' failure: pay the new total. */
  | { type: 'ACCEPT_TOTAL' };

export interface PlaceOrderInput {
  idempotencyKey: string;
  body: CreateOrderBody;
}
export interface StartPaymentInput {
  orderId: number;
  payment: StartPaymentBody;
}

const notProvided = (name: string) => () => {
  throw new Error(`checkout machine: provide the "${name}" implementation`);
};
const actionNotProvided =
  <P>(name: string) =>
  (_: unknown, _params: P): void => {
    throw new Error(`checkout machine: provide the "${name}" action`);
  };

const cartCountOf = (event: CheckoutEvent) => (event.type === 'ENTER_INFO' || event.type === 'ENTER_PAYMENT' ? event.cartCount : 0);

function orderBody(context: CheckoutContext): CreateOrderBody {
  const { order, deliveryMethod, paymentInfo, clientInfo } = context;
  if (!order || !deliveryMethod || !paymentInfo || !clientInfo) throw new Error('checkout: the order is placed only once everything is known');
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

const cleared = { clientInfo: null, paymentInfo: null, deliveryMethod: null, order: null, attempt: null, failure: null } as const;

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
  },
  actions: {
    /** Sends CLEAR to the root's `cart` actor (src/services/checkoutActions.ts). */
    clearCart: actionNotProvided<undefined>('clearCart'),
    /** Sends the browser to the gateway (location.assign). */
    goToPayment: actionNotProvided<{ url: string }>('goToPayment'),
    chooseDelivery: assign({ deliveryMethod: ({ context, event }) => (event.type === 'CHOOSE_DELIVERY' ? event.method : context.deliveryMethod), attempt: null, failure: null }),
    saveClientInfo: assign({ clientInfo: ({ context, event }) => (event.type === 'SUBMIT_INFO' ? event.clientInfo : context.clientInfo) }),
    savePaymentInfo: assign({ paymentInfo: ({ context, event }) => (event.type === 'SUBMIT_PAYMENT' ? event.paymentInfo : context.paymentInfo) }),
    dropAttempt: assign({ attempt: null, failure: null }),
    beginAttempt: assign(({ context, event }) => {
      if (event.type !== 'CONFIRM') return {};
      return { order: event.order, failure: null, attempt: context.attempt ?? { idempotencyKey: event.idempotencyKey, orderId: null } };
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
    reset: assign({ ...cleared, paymentUrl: null }),
  },
  guards: {
    canEnterInfo: ({ context, event }) => context.deliveryMethod !== null && cartCountOf(event) > 0,
    canEnterPayment: ({ context, event }) => context.deliveryMethod !== null && context.clientInfo !== null && cartCountOf(event) > 0,
    canConfirm: ({ event }) => event.type === 'CONFIRM' && event.order.products.length > 0,
    hasOrder: ({ context }) => context.attempt?.orderId != null,
    totalChanged: ({ context }) => context.failure?.kind === 'totalChanged',
  },
}).createMachine({
  id: 'checkout',
  description: 'From the cart page to the payment gateway.',
  context: ({ input }) => ({
    ...cleared,
    deliveryMethod: input?.deliveryMethod ?? null,
    clientInfo: input?.clientInfo ?? null,
    paymentUrl: null,
  }),
  initial: 'cart',
  on: {
    CHOOSE_DELIVERY: { target: '.cart', actions: 'chooseDelivery' },
    RESET: { target: '.cart', actions: 'reset' },
  },
  states: {
    /** Shopping; the cart page sets the delivery method. */
    cart: {
      description: 'The shopper is shopping; the cart page sets the delivery method.',
      on: {
        ENTER_INFO: { guard: 'canEnterInfo', target: 'info', actions: 'dropAttempt' },
        ENTER_PAYMENT: [
          { guard: 'canEnterPayment', target: 'payment', actions: 'dropAttempt' },
          { guard: 'canEnterInfo', target: 'info', actions: 'dropAttempt' },
        ],
      },
    },
    /** /verify: the nine-field customer info form. */
    info: {
      description: 'The customer details form (/verify).',
      on: {
        SUBMIT_INFO: { target: 'payment', actions: 'saveClientInfo' },
        ENTER_INFO: { guard: not('canEnterInfo'), target: 'cart' },
        ENTER_PAYMENT: [{ guard: 'canEnterPayment', target: 'payment' }, { guard: not('canEnterInfo'), target: 'cart' }],
      },
    },
    /** /payment: method and wallet number. */
    payment: {
      description: 'Choosing the payment method and the wallet number (/payment).',
      on: {
        SUBMIT_PAYMENT: { target: 'awaitingConfirmation', actions: 'savePaymentInfo' },
        ENTER_INFO: [{ guard: 'canEnterInfo', target: 'info', actions: 'dropAttempt' }, { target: 'cart' }],
        ENTER_PAYMENT: { guard: not('canEnterPayment'), target: 'cart' },
      },
    },
    /** /payment/confirmation, until the page knows the customer and the cart. */
    awaitingConfirmation: {
      description: 'The confirmation page is waiting for the customer and the cart.',
      on: {
        CONFIRM: [
          { guard: 'canConfirm', target: 'confirming', actions: 'beginAttempt' },
          { target: 'cart', actions: 'dropAttempt' },
        ],
        ENTER_INFO: [{ guard: 'canEnterInfo', target: 'info', actions: 'dropAttempt' }, { target: 'cart' }],
        ENTER_PAYMENT: [{ guard: 'canEnterPayment', target: 'payment' }, { target: 'cart' }],
      },
    },
    /** Order first, then the payment for that order — never in parallel. Leaving is not possible meanwhile. */
    confirming: {
      description: 'The order is placed, then its payment started; the shopper cannot leave meanwhile.',
      initial: 'choosingStep',
      on: { CHOOSE_DELIVERY: {}, RESET: {} },
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
            onDone: { target: 'startingPayment', actions: { type: 'rememberOrder', params: ({ event }) => ({ orderId: event.output.orderId }) } },
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
    /** The alert 'Une erreur est survenue' and a retry that reuses the attempt. */
    failed: {
      description: 'Something went wrong: the shopper sees the error and may try again.',
      on: {
        RETRY: { target: 'confirming', actions: 'clearFailure' },
        ACCEPT_TOTAL: { guard: 'totalChanged', target: 'confirming', actions: 'acceptNewTotal' },
        // Another method or number for the same order.
        ENTER_PAYMENT: [{ guard: 'canEnterPayment', target: 'payment', actions: 'clearFailure' }, { target: 'cart', actions: 'dropAttempt' }],
        ENTER_INFO: [{ guard: 'canEnterInfo', target: 'info', actions: 'dropAttempt' }, { target: 'cart', actions: 'dropAttempt' }],
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
export type CheckoutStep = 'cart' | 'info' | 'payment' | 'confirmation' | 'leaving';

export function checkoutStepOf(snapshot: { matches: (state: 'info' | 'payment' | 'redirecting' | 'cart') => boolean }): CheckoutStep {
  if (snapshot.matches('cart')) return 'cart';
  if (snapshot.matches('info')) return 'info';
  if (snapshot.matches('payment')) return 'payment';
  if (snapshot.matches('redirecting')) return 'leaving';
  return 'confirmation';
}
