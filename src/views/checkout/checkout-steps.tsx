import { Check } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';

export type StepName = 'info' | 'payment' | 'confirmation';
const order: StepName[] = ['info', 'payment', 'confirmation'];

/** The three-step header of the checkout (spec §2): information, payment, confirmation. */
export function CheckoutSteps({ current }: { current: StepName }) {
  const { t } = useLingui();
  const labels: Record<StepName, string> = { info: t`Information`, payment: t`Payment`, confirmation: t`Confirmation` };
  const currentIndex = order.indexOf(current);
  return (
    <nav aria-label={t`Checkout steps`} className="mb-6">
      <ol className="flex items-center gap-2 text-sm sm:gap-4">
        {order.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step} aria-current={active ? 'step' : undefined} className="flex items-center gap-2">
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-bold ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : done
                      ? 'border-brand-500 bg-brand-100 text-brand-700'
                      : 'border-stone-300 text-stone-500'
                }`}
              >
                {done ? <Check aria-hidden className="size-4" /> : index + 1}
              </span>
              <span className={active ? 'font-semibold text-brand-900' : 'text-stone-600'}>
                {labels[step]}
                {done && (
                  <span className="sr-only">
                    {' '}
                    <Trans>(done)</Trans>
                  </span>
                )}
              </span>
              {index < order.length - 1 && <span aria-hidden className="hidden h-px w-8 bg-stone-300 sm:block" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
