import { BadgeCheck, ShieldCheck, Truck } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { PaymentLogos } from './payment-logos';

/** Security, certification and delivery notes with the payment brands (spec §2, product details). */
export function ProductNotes() {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 text-sm text-stone-700">
      <p className="flex gap-2">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <Trans>Secure payment: your payment details are handled by our payment partner, never stored by us.</Trans>
      </p>
      <p className="flex gap-2">
        <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <Trans>Natural products, prepared and checked by our herbalists.</Trans>
      </p>
      <p className="flex gap-2">
        <Truck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <Trans>Delivery in Dakar by courier, or collect your order from our shop.</Trans>
      </p>
      <PaymentLogos />
    </div>
  );
}
