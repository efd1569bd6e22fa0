import { setup, transition } from 'xstate';
import type { DeliveryMethodCode } from '../domain/catalog';
import { orderActions, type OrderAction, type OrderState } from '../domain/admin-orders';

/**
 * An order's life (issues #15, #20): the one authority on every change to an order. The server stores
 * this machine's state (orders.state) and moves it only through `nextOrderState`
 * (server/orders/order-service.ts): payment start, PayDunya's IPN, the reconciliation, the expiry
 * sweep and the staff's actions all send it an event.
 *
 *   pending_payment --PAID--> paid --PREPARE--> preparing --SHIP [by courier]--> shipped --DELIVER--> delivered
 *        |  '--EXPIRE--> expired --PAID--> paid_after_expiry   '--MARK_READY [in shop]--> ready_for_pickup --COLLECT--> collected
 *        '--CANCEL--> cancelled --PAID--> paid_after_expiry
 *   paid --PAID--> overpaid --REFUND_EXCESS--> paid;  paid_after_expiry --ACCEPT_LATE_PAYMENT--> paid
 *   paid, overpaid, paid_after_expiry, preparing, ready_for_pickup --REFUND--> refunded
 *   pending_payment --PAYMENT_STARTED / PAYMENT_FAILED--> pending_payment (a failed payment may be tried again)
 *
 * PAID (a confirmed payment of the order's total: money received always wins), PAYMENT_STARTED,
 * PAYMENT_FAILED and EXPIRE come from the payment side; the other events are the staff's actions.
 */
export interface OrderContext {
  shippingMethod: DeliveryMethodCode;
}

export interface OrderInput {
  shippingMethod: DeliveryMethodCode;
}

type StaffEvent =
  | { type: 'PREPARE' }
  | { type: 'SHIP' }
  | { type: 'MARK_READY' }
  | { type: 'DELIVER' }
  | { type: 'COLLECT' }
  | { type: 'CANCEL' }
  | { type: 'REFUND' }
  | { type: 'REFUND_EXCESS' }
  | { type: 'ACCEPT_LATE_PAYMENT' };
type PaymentEvent = { type: 'PAYMENT_STARTED' } | { type: 'PAYMENT_FAILED' } | { type: 'PAID' } | { type: 'EXPIRE' };
export type OrderEvent = StaffEvent | PaymentEvent;

const refund = { REFUND: 'refunded' } as const;

export const orderMachine = setup({
  types: {
    input: {} as OrderInput,
    context: {} as OrderContext,
    events: {} as OrderEvent,
  },
  guards: {
    byCourier: ({ context }) => context.shippingMethod === 'livreur',
    inShop: ({ context }) => context.shippingMethod === 'collect',
  },
}).createMachine({
  id: 'order',
  description: 'An order from checkout to the shopper’s hands, as the shop’s staff run it.',
  context: ({ input }) => ({ shippingMethod: input.shippingMethod }),
  initial: 'pending_payment',
  states: {
    pending_payment: {
      description: 'Placed; waiting for the payment (a failed or cancelled payment may be tried again).',
      on: {
        // The order stays where it is (a target, so that `can` accepts them); the server notes when: the expiry counts from the last start.
        PAYMENT_STARTED: { target: 'pending_payment', description: 'A payment starts: the order is still payable.' },
        PAYMENT_FAILED: { target: 'pending_payment', description: 'The payment failed or was cancelled: the shopper may pay again.' },
        PAID: 'paid',
        EXPIRE: 'expired',
        CANCEL: 'cancelled',
      },
    },
    paid: {
      description: 'Paid in full: the staff can start preparing it.',
      on: { PREPARE: 'preparing', PAID: 'overpaid', ...refund },
    },
    overpaid: {
      description: 'Paid twice: the staff give the extra back before going on.',
      on: { REFUND_EXCESS: 'paid', ...refund },
    },
    paid_after_expiry: {
      description: 'Money arrived after the order had expired or been cancelled: the staff fulfil it or refund it.',
      on: { ACCEPT_LATE_PAYMENT: 'paid', ...refund },
    },
    preparing: {
      description: 'The staff are packing the order.',
      on: {
        SHIP: { guard: 'byCourier', target: 'shipped' },
        MARK_READY: { guard: 'inShop', target: 'ready_for_pickup' },
        ...refund,
      },
    },
    shipped: { description: 'Handed to the courier.', on: { DELIVER: 'delivered' } },
    ready_for_pickup: { description: 'Waiting in the shop for the shopper.', on: { COLLECT: 'collected', ...refund } },
    delivered: { description: 'The courier delivered it.', type: 'final' },
    collected: { description: 'The shopper collected it in the shop.', type: 'final' },
    expired: { description: 'Left unpaid too long: no payment can start.', on: { PAID: 'paid_after_expiry' } },
    cancelled: { description: 'Cancelled by the staff before any payment.', on: { PAID: 'paid_after_expiry' } },
    refunded: { description: 'The money was given back.', type: 'final' },
  },
});

export const orderActionEvent = (action: OrderAction): StaffEvent => ({ type: action.toUpperCase() as StaffEvent['type'] });

/** The state after `event`, or null when the machine refuses it in `state`. Pure: nothing runs. */
export function nextOrderState(state: OrderState, shippingMethod: DeliveryMethodCode, event: OrderEvent): OrderState | null {
  const snapshot = orderMachine.resolveState({ value: state, context: { shippingMethod } });
  if (!snapshot.can(event)) return null;
  const [next] = transition(orderMachine, snapshot, event);
  return next.value as OrderState;
}

/** The staff actions allowed in `state`, in the order of `orderActions` (for the buttons). */
export const allowedOrderActions = (state: OrderState, shippingMethod: DeliveryMethodCode): OrderAction[] =>
  orderActions.filter((action) => nextOrderState(state, shippingMethod, orderActionEvent(action)) !== null);
