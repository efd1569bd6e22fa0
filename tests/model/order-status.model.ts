import { fromCallback } from 'xstate';
import type { ModelOptions } from './paths';
import { orderStatusMachine, OrderNotFound, type OrderStatusEvent, type OrderStatusInput } from '../../src/machines/order-status';
import { CheckoutFailureError } from '../../src/domain/order-failure';
import type { Order } from '../../src/domain/order';
import { clientInfo } from '../../src/domain/testing/fixtures';

// The order status page's model: what the path tests (order-status.test.ts) and the flow studio's path list
// generate from. The session watch is a callback actor: its USER_CHANGED events are supplied below.
export const awaUid = 'uid-awa';
export const gatewayUrl = 'http://localhost/paydunya-sim/checkout/test_2?channel=wave-senegal';

/**
 * The order as the server answers it: `state` is what the page reads. By default an `expired` one was
 * cancelled by the shop and a `paid` one is plain paid, as the generated paths' world makes them
 * (tests/paths/flows/order-status.ts).
 */
export const orderWith = (
  status: Order['status'],
  state: Order['state'] = status === 'paid' ? 'paid' : status === 'expired' ? 'cancelled' : 'pending_payment',
): Order => ({
  id: 41,
  customer_id: 3,
  status,
  state,
  shipping_method: 'collect',
  payment_method: 'wave',
  products: [{ id: 1, name: 'Tisane kinkeliba', unit_price: 2500, quantity: 2, line_total: 5000 }],
  subtotal: 5000,
  delivery_fee: 0,
  total: 5000,
  deposit: 5000,
  rest: 0,
  client_info: clientInfo,
  created_at: '2030-12-01T10:00:00.000Z',
});

const statuses: Order['status'][] = ['pending_payment', 'paid', 'payment_failed', 'cancelled', 'expired'];
const answers = (type: string) => statuses.map((status) => ({ type, output: orderWith(status) }));

export const orderStatusModelOf = (name: string, input: OrderStatusInput): ModelOptions<typeof orderStatusMachine> => ({
  name,
  machine: orderStatusMachine,
  input,
  provide: { actors: { sessionWatch: fromCallback<OrderStatusEvent>(() => undefined) }, actions: { goToPayment: () => undefined } },
  events: {
    USER_CHANGED: [
      { type: 'USER_CHANGED', uid: awaUid },
      { type: 'USER_CHANGED', uid: 'uid-moussa' },
      { type: 'USER_CHANGED', uid: null },
    ],
    RETRY_PAYMENT: [{ type: 'RETRY_PAYMENT', payment: { method: 'wave', phone: '77 123 45 67' } }],
    'xstate.done.actor.fetchOrder': answers('xstate.done.actor.fetchOrder'),
    'xstate.error.actor.fetchOrder': [
      { type: 'xstate.error.actor.fetchOrder', error: new OrderNotFound(41) },
      { type: 'xstate.error.actor.fetchOrder', error: new TypeError('Failed to fetch') },
    ],
    'xstate.done.actor.pollOrder': answers('xstate.done.actor.pollOrder'),
    'xstate.error.actor.pollOrder': [{ type: 'xstate.error.actor.pollOrder', error: new TypeError('Failed to fetch') }],
    // Money after the order ended: paid_after_expiry, which the shop checks.
    'xstate.done.actor.watchExpired': [
      { type: 'xstate.done.actor.watchExpired', output: orderWith('paid', 'paid_after_expiry') },
      { type: 'xstate.done.actor.watchExpired', output: orderWith('expired') },
    ],
    'xstate.error.actor.watchExpired': [{ type: 'xstate.error.actor.watchExpired', error: new TypeError('Failed to fetch') }],
    'xstate.done.actor.startPayment': [{ type: 'xstate.done.actor.startPayment', output: { url: gatewayUrl } }],
    'xstate.error.actor.startPayment': [
      { type: 'xstate.error.actor.startPayment', error: new CheckoutFailureError({ kind: 'alreadyPaid' }) },
      { type: 'xstate.error.actor.startPayment', error: new CheckoutFailureError({ kind: 'walletPhone', reason: 'mtn' }) },
    ],
  },
  describeEvent: (event) => {
    const { type, output, error, uid } = event as {
      type: string;
      output?: { status?: string; state?: string; url?: string };
      error?: unknown;
      uid?: string | null;
    };
    if (output?.status) return `${type} ${output.status}${output.state && output.state !== output.status ? ` (${output.state})` : ''}`;
    if (error !== undefined)
      return `${type} ${error instanceof Error ? error.name : 'error'}${error instanceof CheckoutFailureError ? ` ${error.failure.kind}` : ''}`;
    if (uid !== undefined) return `${type} ${uid ?? 'nobody'}`;
    return type;
  },
  // The order itself (not the whole record) is what tells states apart.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.uid,
      snapshot.context.order?.status ?? null,
      snapshot.context.order?.state ?? null,
      snapshot.context.paymentFailure?.kind ?? null,
    ]),
});

export const orderStatusModel = orderStatusModelOf('orderStatus', { orderId: 41 });
