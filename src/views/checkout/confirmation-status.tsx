import { ExternalLink, LoaderCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { CheckoutActor } from '../../actors/checkout-actor';

/** Spec §2: a spinner and 'Veillez patienter...' while the order is placed and the payment started. */
export function PleaseWait() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 py-16 text-center">
      <LoaderCircle aria-hidden className="size-12 animate-spin text-brand-700 motion-reduce:animate-none" />
      <p className="text-lg font-medium text-brand-900">
        <Trans>Please wait...</Trans>
      </p>
    </div>
  );
}

/** The browser is on its way to the payment page; a link in case it does not get there by itself. */
export function Leaving() {
  const url = CheckoutActor.useSelector((snapshot) => snapshot.context.paymentUrl);
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
      <LoaderCircle aria-hidden className="size-12 animate-spin text-brand-700 motion-reduce:animate-none" />
      <p className="text-lg font-medium text-brand-900">
        <Trans>Taking you to the payment page…</Trans>
      </p>
      {url && (
        <a href={url} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
          <Trans>Continue to the payment page</Trans>
          <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
    </div>
  );
}
