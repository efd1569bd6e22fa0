import { setup, transition } from 'xstate';
import type { DeliveryMethodCode } from '../domain/catalog';
import { orderActions, type OrderAction, type OrderState } from '../domain/admin-orders';

/**
 * An order's life (issue #15), for the back office: the server asks it whether a staff action is
 * allowed in the order's current state, and the /admin pages show only the allowed actions.
 *
 *   pending_payment --PAID--> paid --PREPARE--> preparing --SHIP [by courier]--> shipped --DELIVER--> delivered
 *        |  '--EXPIRE--> expired --LATE_PAYMENT--> paid_after_expiry   '--MARK_READY [in shop]--> ready_for_pickup --COLLECT--> collected
 *        '--CANCEL--> cancelled --LATE_PAYMENT--> paid_after_expiry
 *   paid --OVERPAYMENT--> overpaid --REFUND_EXCESS--> paid;  paid_after_expiry --ACCEPT_LATE_PAYMENT--> paid
 *   paid, overpaid, paid_after_expiry, preparing, ready_for_pickup --REFUND--> refunded
 *
 * PAID, EXPIRE, LATE_PAYMENT and OVERPAYMENT come from the payment side (PayDunya's IPN, the expiry
 * sweep); the other events are the staff's actions. The stored order is not this machine's snapshot: the
 * server derives the state from the payment status, the fulfilment step and the open reviews
 * (server/routes/admin/order-state.ts), then asks `nextOrderState`.
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
type PaymentEvent = { type: 'PAID' } | { type: 'EXPIRE' } | { type: 'LATE_PAYMENT' } | { type: 'OVERPAYMENT' };
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
      on: { PAID: 'paid', EXPIRE: 'expired', CANCEL: 'cancelled' },
    },
    paid: {
      description: 'Paid in full: the staff can start preparing it.',
      on: { PREPARE: 'preparing', OVERPAYMENT: 'overpaid', ...refund },
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
    expired: { description: 'Left unpaid too long: no payment can start.', on: { LATE_PAYMENT: 'paid_after_expiry' } },
    cancelled: { description: 'Cancelled by the staff before any payment.', on: { LATE_PAYMENT: 'paid_after_expiry' } },
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
