import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { DeliveryMethodCode } from '../../domain/catalog';

/**
 * A delivery method's name in the interface's language. The API names them in its content languages only
 * (French for an Arabic page) while there are two fixed methods: the interface names them, like its other words.
 */
export const deliveryMethodNames: Record<DeliveryMethodCode, MessageDescriptor> = {
  livreur: msg`Courier delivery`,
  collect: msg`Collect in store`,
};

export function DeliveryMethodName({ code }: { code: DeliveryMethodCode }) {
  const { i18n } = useLingui();
  return i18n._(deliveryMethodNames[code]);
}
