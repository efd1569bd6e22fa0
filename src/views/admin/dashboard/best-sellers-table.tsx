import { Trans } from '@lingui/react/macro';
import type { Dashboard } from '../../../domain/admin-dashboard';
import { useLocale } from '../../../services/i18n';
import { formatXof } from '../shared/format';
import { Nothing, numberCell, Panel, tableClass } from './panel';

/** The products sold most in the period's paid orders. */
export function BestSellersTable({ sellers }: { sellers: Dashboard['best_sellers'] }) {
  const locale = useLocale();
  return (
    <Panel title={<Trans>Best sellers</Trans>}>
      {sellers.length === 0 ? (
        <Nothing>
          <Trans>Nothing was sold in this period.</Trans>
        </Nothing>
      ) : (
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Product</Trans>
              </th>
              <th scope="col" className={numberCell}>
                <Trans>Sold</Trans>
              </th>
              <th scope="col" className={numberCell}>
                <Trans>Sales</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {sellers.map((seller) => (
              <tr key={seller.product_id}>
                <th scope="row" className="font-normal">
                  {seller.name}
                </th>
                <td className={numberCell}>{seller.quantity}</td>
                <td className={numberCell}>{formatXof(seller.revenue, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
