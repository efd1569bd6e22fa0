import { lazy, useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Dashboard } from '../../../domain/admin-dashboard';
import { useLocale } from '../../../services/i18n';
import { formatXof } from '../shared/format';
import { numberCell, Panel, tableClass } from './panel';
import { shortDay } from './day-label';
import { TakeoverSuspense } from '../../shared/takeover-suspense';

// The chart library comes with the chart only, after the figures are on screen (docs/decisions/dashboard-charts.md).
const SalesChart = lazy(() => import('./sales-chart'));

/** Paid revenue per shop day: a bar chart for the eye, the same figures as a table for everyone. */
export function SalesPanel({ figures }: { figures: Dashboard }) {
  const locale = useLocale();
  const tableId = useId();
  const { revenue, orders } = figures.totals;
  const total = formatXof(revenue, locale);
  return (
    <Panel title={<Trans>Paid sales per day</Trans>} wide>
      <p className="mb-3">
        <Trans>
          {total} from {orders} paid orders
        </Trans>
      </p>
      <TakeoverSuspense fallback={<div className="h-48" />}>
        <SalesChart days={figures.days} tableId={tableId} />
      </TakeoverSuspense>
      <div className="mt-3">
        <table id={tableId} className={tableClass}>
          <caption className="sr-only">
            <Trans>Paid sales and paid orders per day</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col" className={numberCell}>
                <Trans>Paid sales</Trans>
              </th>
              <th scope="col" className={numberCell}>
                <Trans>Orders</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.days.map((day) => (
              <tr key={day.day} data-day={day.day}>
                <th scope="row" className="font-normal">
                  <time dateTime={day.day}>{shortDay(day.day, locale)}</time>
                </th>
                <td className={numberCell}>{formatXof(day.revenue, locale)}</td>
                <td className={numberCell}>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
