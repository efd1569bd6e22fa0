import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderAction, OrderState } from '../../../domain/admin';
import type { DeliveryMethodCode } from '../../../domain/catalog';

/** The order machine's states as the staff read them (typed by the machine's list: a new state needs its words). */
export const orderStateWords: Record<OrderState, MessageDescriptor> = {
  pending_payment: msg`Awaiting payment`,
  paid: msg`Paid`,
  overpaid: msg`Paid twice — to resolve`,
  paid_after_expiry: msg`Paid after expiry — to resolve`,
  preparing: msg`Preparing`,
  shipped: msg`Shipped`,
  ready_for_pickup: msg`Ready for pickup`,
  delivered: msg`Delivered`,
  collected: msg`Collected`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  refunded: msg`Refunded`,
};

/** The staff's actions, as the buttons say them. */
export const orderActionWords: Record<OrderAction, MessageDescriptor> = {
  prepare: msg`Start preparing`,
  ship: msg`Mark shipped`,
  mark_ready: msg`Mark ready for pickup`,
  deliver: msg`Mark delivered`,
  collect: msg`Mark collected`,
  cancel: msg`Cancel the order`,
  refund: msg`Mark refunded`,
  refund_excess: msg`Extra payment given back`,
  accept_late_payment: msg`Accept the late payment`,
};

export const deliveryWords: Record<DeliveryMethodCode, MessageDescriptor> = {
  livreur: msg`Courier`,
  collect: msg`Collection in shop`,
};
