import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Truck } from 'lucide-react';
import type { Fulfilment } from '../../domain/admin-fulfilment';

/** Where the shop's staff are with a paid order, as the shopper reads it (the back office's step, src/machines/order.ts). */
const steps: Record<Fulfilment, MessageDescriptor> = {
  preparing: msg`Preparing: the shop is packing your order.`,
  shipped: msg`Shipped: the courier is on the way.`,
  ready_for_pickup: msg`Ready: you can collect your order in the shop.`,
  delivered: msg`Delivered.`,
  collected: msg`Collected in the shop.`,
  cancelled: msg`Cancelled by the shop.`,
  refunded: msg`Refunded: the shop gave the money back.`,
};

export function OrderFulfilment({ step }: { step: Fulfilment }) {
  const { i18n } = useLingui();
  return (
    <p
      role="status"
      data-fulfilment={step}
      className="flex items-center gap-2 rounded-lg border border-brand-100 bg-white p-4 font-semibold text-brand-900"
    >
      <Truck aria-hidden="true" className="size-5" />
      {i18n._(steps[step])}
    </p>
  );
}
