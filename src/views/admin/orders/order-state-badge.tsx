import { useLingui } from '@lingui/react';
import type { OrderState } from '../../../domain/admin';
import { orderStateWords } from './order-words';

const toResolve: ReadonlySet<OrderState> = new Set(['overpaid', 'paid_after_expiry']);
const finished: ReadonlySet<OrderState> = new Set(['delivered', 'collected', 'cancelled', 'expired', 'refunded']);

/** An order's state in words (the colour only repeats them): red for a payment problem, grey once over. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { i18n } = useLingui();
  const look = toResolve.has(state)
    ? 'bg-red-100 text-red-900'
    : finished.has(state)
      ? 'bg-stone-200 text-stone-800'
      : 'bg-brand-100 text-brand-900';
  return (
    <span data-state={state} className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${look}`}>
      {i18n._(orderStateWords[state])}
    </span>
  );
}
