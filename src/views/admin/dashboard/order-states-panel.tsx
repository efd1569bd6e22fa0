import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '../../../domain/admin-dashboard';
import type { OrderState } from '../../../domain/order-state';
import { orderStateWords } from '../orders/order-words';
import { numberCell, Panel, tableClass } from './panel';

/** The states that ask something of the staff come first (as in the orders list's badges). */
const staffFirst: readonly OrderState[] = ['paid', 'overpaid', 'paid_after_expiry', 'pending_payment', 'preparing', 'ready_for_pickup'];
const rank = (state: OrderState) => (staffFirst.includes(state) ? staffFirst.indexOf(state) : staffFirst.length);

/** Orders placed in the period, per state; each count opens the orders list filtered the same way. */
export function OrderStatesPanel({ figures }: { figures: Dashboard }) {
  const { i18n } = useLingui();
  const { from, to } = figures.period;
  const rows = [...figures.states].sort((a, b) => rank(a.state) - rank(b.state)).filter((row) => row.orders > 0);
  return (
    <Panel title={<Trans>Orders by state</Trans>}>
      {rows.length === 0 ? (
        <p className="text-stone-700">
          <Trans>No order was placed in this period.</Trans>
        </p>
      ) : (
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>State</Trans>
              </th>
              <th scope="col" className={numberCell}>
                <Trans>Orders</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.state}>
                <th scope="row" className="font-normal">
                  <Link href={`~/admin/orders?state=${row.state}&from=${from}&to=${to}`} className="text-brand-900 underline">
                    {i18n._(orderStateWords[row.state])}
                  </Link>
                </th>
                <td className={numberCell}>{row.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
