import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Order } from '../domain/order';
import type { OrderState } from '../domain/order-state';
import { checkoutFailureOf, type CheckoutFailure } from '../domain/order-failure';
import type { StartPaymentBody } from '../domain/payment';

/**
 * An order after the gateway (/orders/{id}, PayDunya's return_url): who may see it, its status — asked
 * again while the payment notification has not arrived — and, for a failed or cancelled payment, a new
 * payment for the same order. An order that expired unpaid takes no payment: the shopper orders again.
 *
 * Effects are provided with `.provide()` (src/services/order-status.ts): the session watch, the fetch,
 * the poll (waits, then fetches), starting a payment and leaving for the gateway.
 */

/** Who is signed in, as the session actor tells it once it knows (uid null: nobody). */
export type OrderStatusEvent =
  | { type: 'USER_CHANGED'; uid: string | null }
  /** Ask again for an order that could not be loaded. */
  | { type: 'RELOAD' }
  /** Pay a failed or cancelled order again, with this method and number. */
  | { type: 'RETRY_PAYMENT'; payment: StartPaymentBody };

export interface OrderStatusInput {
  /** The order the address names; null when the address names none (`/orders/abc`). */
  orderId: number | null;
}

export interface OrderStatusContext {
  orderId: number | null;
  uid: string | null;
  order: Order | null;
  /** Why the last new payment could not start. */
  paymentFailure: CheckoutFailure | null;
  /** Where the browser goes once a new payment has started. */
  paymentUrl: string | null;
}

export class OrderNotFound extends Error {
  override name = 'OrderNotFound';
  constructor(id: number) {
    super(`Order ${id} not found.`);
  }
}

const notProvided = (name: string) => () => {
  throw new Error(`order status machine: provide the "${name}" implementation`);
};

/**
 * The page reads the order's `state` (the order machine's, the same the back office shows); `status` only
 * tells a failed or cancelled payment from one still waiting.
 */
const settledStates: ReadonlySet<OrderState> = new Set([
  'paid',
  'overpaid',
  'paid_after_expiry',
  'preparing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'collected',
  'refunded',
]);
const unpaid =
  (...statuses: Order['status'][]) =>
  ({ context }: { context: OrderStatusContext }) =>
    context.order !== null && context.order.state === 'pending_payment' && statuses.includes(context.order.status);

export const orderStatusMachine = setup({
  types: {
    context: {} as OrderStatusContext,
    events: {} as OrderStatusEvent,
    input: {} as OrderStatusInput,
  },
  actors: {
    /** Sends USER_CHANGED once the session knows who is signed in, then on every change of account. */
    sessionWatch: fromCallback<OrderStatusEvent>(() => undefined),
    /** GET /api/orders/:id for the signed-in shopper; rejects with OrderNotFound on 404. */
    fetchOrder: fromPromise<Order, { orderId: number }>(notProvided('fetchOrder')),
    /** Waits a few seconds, then asks for the order again. */
    pollOrder: fromPromise<Order, { orderId: number }>(notProvided('pollOrder')),
    /** POST /api/orders/:id/payment → where to pay. */
    startPayment: fromPromise<{ url: string }, { orderId: number; payment: StartPaymentBody }>(notProvided('startPayment')),
  },
  actions: {
    /** Sends the browser to the gateway (location.assign). */
    goToPayment: (_: unknown, _params: { url: string }): void => notProvided('goToPayment')(),
    storeUser: assign({ uid: ({ event }) => (event.type === 'USER_CHANGED' ? event.uid : null), order: null, paymentFailure: null }),
    storeOrder: assign({ order: (_, params: { order: Order }) => params.order }),
    rememberPaymentFailure: assign({ paymentFailure: (_, params: { error: unknown }) => checkoutFailureOf(params.error) }),
    clearPaymentFailure: assign({ paymentFailure: null }),
    forgetOrder: assign({ order: null }),
    storePaymentUrl: assign({ paymentUrl: (_, params: { url: string }) => params.url }),
  },
  guards: {
    noOrderId: ({ context }) => context.orderId === null,
    // An address that names no order has nothing to show, whoever signs in.
    signedOutEvent: ({ context, event }) => context.orderId !== null && event.type === 'USER_CHANGED' && event.uid === null,
    otherUser: ({ context, event }) => context.orderId !== null && event.type === 'USER_CHANGED' && event.uid !== context.uid,
    notFound: (_, params: { error: unknown }) => params.error instanceof OrderNotFound,
    pending: unpaid('pending_payment'),
    paid: ({ context }) => context.order !== null && settledStates.has(context.order.state),
    paymentFailed: unpaid('payment_failed', 'cancelled'),
    alreadyPaid: (_, params: { error: unknown }) => checkoutFailureOf(params.error).kind === 'alreadyPaid',
  },
}).createMachine({
  id: 'orderStatus',
  description: 'An order after the payment page: its status, and paying again when the payment failed.',
  context: ({ input }) => ({ orderId: input.orderId, uid: null, order: null, paymentFailure: null, paymentUrl: null }),
  invoke: { id: 'sessionWatch', src: 'sessionWatch' },
  initial: 'identifying',
  on: {
    USER_CHANGED: [
      { guard: 'signedOutEvent', target: '.signedOut', actions: 'storeUser' },
      // Signed in, or another account: its own orders only, asked afresh.
      { guard: 'otherUser', target: '.loading', actions: 'storeUser' },
    ],
  },
  states: {
    identifying: {
      description: 'Waiting to learn who is signed in.',
      always: { guard: 'noOrderId', target: 'notFound' },
    },
    signedOut: { description: 'Nobody is signed in: the page asks the shopper to sign in to see the order.' },
    loading: {
      description: 'Loading the order.',
      entry: 'forgetOrder',
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: { target: 'sorting', actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          { guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'unavailable' },
        ],
      },
    },
    sorting: {
      description: 'Which status does the order have?',
      always: [
        { guard: 'pending', target: 'awaitingPayment' },
        { guard: 'paid', target: 'paid' },
        { guard: 'paymentFailed', target: 'failed' },
        { target: 'expired' },
      ],
    },
    awaitingPayment: {
      description: 'Waiting for the payment notification: the order is asked again every few seconds.',
      invoke: {
        id: 'pollOrder',
        src: 'pollOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: { target: 'sorting', actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) } },
        // A missed answer changes nothing the shopper sees: ask again later.
        onError: { target: 'awaitingPayment', reenter: true },
      },
    },
    paid: {
      description:
        'Paid: the page says where the order is (being prepared, shipped, ready, delivered, collected, refunded, or a late payment the shop is checking).',
    },
    failed: {
      description: 'The payment failed or was cancelled: nothing was charged, the shopper may pay again.',
      on: { RETRY_PAYMENT: { target: 'startingPayment', actions: 'clearPaymentFailure' } },
    },
    startingPayment: {
      description: 'Starting a new payment for the same order.',
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context, event }) => {
          if (event.type !== 'RETRY_PAYMENT') throw new Error('startingPayment is entered by RETRY_PAYMENT only');
          return { orderId: context.orderId ?? 0, payment: event.payment };
        },
        onDone: { target: 'leaving', actions: { type: 'storePaymentUrl', params: ({ event }) => ({ url: event.output.url }) } },
        onError: [
          // Paid meanwhile (another tab, a late notification): show it as it is now.
          { guard: { type: 'alreadyPaid', params: ({ event }) => ({ error: event.error }) }, target: 'loading' },
          { target: 'failed', actions: { type: 'rememberPaymentFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    leaving: {
      description: 'The new payment has started: the browser goes to the payment page.',
      entry: { type: 'goToPayment', params: ({ context }) => ({ url: context.paymentUrl ?? '/' }) },
      // The browser is on its way: nothing to show any more.
      on: { USER_CHANGED: {} },
    },
    expired: {
      description:
        'The order expired unpaid or the shop cancelled it (PayDunya was asked first): it takes no new payment, the shopper may order again; it is still watched, as a payment that completes late makes it paid.',
      // Money received always wins (src/domain/order.ts): a late notification turns it paid.
      invoke: {
        id: 'watchExpired',
        src: 'pollOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: { target: 'sorting', actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'expired', reenter: true },
      },
    },
    notFound: { description: 'No such order for this shopper.' },
    unavailable: {
      description: 'The order could not be loaded: the shopper may try again.',
      on: { RELOAD: 'loading' },
    },
  },
});
