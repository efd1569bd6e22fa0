import { Trans, useLingui } from '@lingui/react/macro';
import { lineTotal } from '../../domain/cart-totals';
import { deliveryMethodNames } from '../shared/delivery-method-name';
import { Price } from '../shared/price';
import { TotalsList } from '../shared/totals-list';
import { useCheckoutTotals } from './use-checkout-totals';

/** The side order summary of /verify and /payment: items, quantities, subtotal, delivery fee, total. */
export function OrderSummary() {
  const { t, i18n } = useLingui();
  const { items, chosen, method, totals, feeKnown } = useCheckoutTotals();
  const methodName = method ? i18n._(deliveryMethodNames[method.code]) : undefined;
  return (
    <aside aria-labelledby="order-summary-heading" className="self-start rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-6">
      <h2 id="order-summary-heading" className="mb-4 text-lg font-bold text-brand-900">
        <Trans>Your order</Trans>
      </h2>
      <ul aria-label={t`Products in your order`} className="space-y-3 border-b border-stone-200 pb-4">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 text-sm">
            <span>
              <bdi>{item.name}</bdi> <span className="text-stone-500">× {item.quantity}</span>
            </span>
            <Price amount={lineTotal(item)} />
          </li>
        ))}
      </ul>
      <TotalsList
        // The chosen delivery's fee loads with the methods: until then the total is not known (e2e caught it read as the subtotal).
        totals={chosen && !feeKnown ? { ...totals, total: null } : totals}
        testIdPrefix="summary"
        deliveryLabel={methodName ? <Trans>Delivery ({methodName})</Trans> : undefined}
      />
    </aside>
  );
}
