import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { CheckoutSteps, type StepName } from './checkout-steps';

/** The top of the checkout form pages: the way back to the previous step, the title and the steps. */
export function CheckoutHeader({ backHref, backLabel, current }: { backHref: string; backLabel: ReactNode; current: StepName }) {
  return (
    <>
      <Link href={backHref} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {backLabel}
      </Link>
      <h1 className="mb-4 text-2xl font-bold text-brand-900 sm:text-3xl">
        <Trans>Checkout</Trans>
      </h1>
      <CheckoutSteps current={current} />
    </>
  );
}
