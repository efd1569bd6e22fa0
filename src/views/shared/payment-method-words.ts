import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod } from '../../domain/payment';

/** Each payment method's one name, wherever the shop or the back office shows it (a new method is named here only). */
export const paymentMethodWords: Record<PaymentMethod, MessageDescriptor> = {
  wave: msg`Wave`,
  orange_money: msg`Orange Money`,
  mtn: msg`MTN Mobile Money`,
  mastercard: msg`Credit card`,
};
