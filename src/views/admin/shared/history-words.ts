import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { orderStateWords } from '../orders/order-words';

/**
 * What the audit trail's codes mean to the staff: the action, each changed field and its values.
 * A code with no words here (a new action or field) is shown as it is, never dropped.
 */
export const historyActionWords: Record<string, MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Edited`,
  'image.add': msg`Photo added`,
  'image.remove': msg`Photo removed`,
  'order.prepare': msg`Preparation started`,
  'order.ship': msg`Handed to the courier`,
  'order.mark_ready': msg`Put out for collection`,
  'order.deliver': msg`Delivered`,
  'order.collect': msg`Collected by the client`,
  'order.cancel': msg`Order cancelled`,
  'order.refund': msg`Money given back`,
  'order.refund_excess': msg`Extra payment given back`,
  'order.accept_late_payment': msg`Late payment accepted`,
  'booking.confirm': msg`Booking confirmed`,
  'booking.cancel': msg`Booking cancelled`,
  'message.handled': msg`Message marked handled`,
  'message.reopened': msg`Message reopened`,
  'staff.grant': msg`Role given`,
  'staff.revoke': msg`Role taken away`,
};

export const historyFieldWords: Record<string, MessageDescriptor> = {
  state: msg`State`,
  status: msg`Status`,
  handled: msg`Handled`,
  role: msg`Role`,
  phone: msg`Phone`,
  price: msg`Price`,
  availability: msg`Available`,
  name_fr: msg`Name (French)`,
  name_en: msg`Name (English)`,
  description_fr: msg`Description (French)`,
  description_en: msg`Description (English)`,
};

/**
 * An order's history shows its state (the order machine's, in words); `fulfilment` and `payment_status`
 * are what the state was stored as, so they would only say the same thing again in code.
 */
export const storedStateFields: ReadonlySet<string> = new Set(['fulfilment', 'payment_status']);

/** Values of a field, per field; `state` is the order machine's (src/machines/order.ts) state. */
export const historyValueWords: Record<string, Record<string, MessageDescriptor>> = {
  state: orderStateWords,
  status: { booked: msg`To confirm`, confirmed: msg`Confirmed`, cancelled: msg`Cancelled` },
  role: { admin: msg`Administrator`, staff: msg`Staff` },
};

export const noValue = msg`none`;
export const yes = msg`yes`;
export const no = msg`no`;
