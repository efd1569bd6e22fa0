import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CartTotals } from '../../domain/cart-totals';
import { Price } from './price';

/** One line of a totals list (inside a `<dl>`): its label and amount, a dash while the amount is not known. */
export function TotalRow({
  label,
  amount,
  testId,
  className = '',
}: {
  label: ReactNode;
  amount: number | null;
  testId: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{amount === null ? '—' : <Price amount={amount} />}</dd>
    </div>
  );
}

/**
 * Subtotal, delivery and total under the lines of an order summary (checkout and order status). Rows are
 * `{testIdPrefix}-subtotal`, `-delivery-fee` and `-total` for tests; the delivery label may name the method.
 */
export function TotalsList({
  totals,
  testIdPrefix,
  deliveryLabel,
}: {
  /** A total not known yet (the chosen delivery's fee still loading) shows a dash, never the subtotal as if it were the total. */
  totals: Omit<CartTotals, 'total'> & { total: number | null };
  testIdPrefix: string;
  deliveryLabel?: ReactNode;
}) {
  return (
    <dl className="space-y-2 pt-4 text-sm">
      <TotalRow label={<Trans>Subtotal</Trans>} amount={totals.subtotal} testId={`${testIdPrefix}-subtotal`} />
      <TotalRow label={deliveryLabel ?? <Trans>Delivery</Trans>} amount={totals.deliveryFee} testId={`${testIdPrefix}-delivery-fee`} />
      <TotalRow
        label={<Trans>Total</Trans>}
        amount={totals.total}
        testId={`${testIdPrefix}-total`}
        className="border-t border-stone-200 pt-2 text-base font-bold text-brand-900"
      />
    </dl>
  );
}
