import { Trans } from '@lingui/react/macro';
import type { Dashboard } from '../../../domain/admin-dashboard';
import { Nothing, numberCell, Panel, tableClass } from './panel';

/** Bookings taken in the period (not cancelled), per service or event and shop. */
export function BookingsTable({ bookings }: { bookings: Dashboard['bookings'] }) {
  return (
    <Panel title={<Trans>Bookings per service and shop</Trans>}>
      {bookings.length === 0 ? (
        <Nothing>
          <Trans>No booking was taken in this period.</Trans>
        </Nothing>
      ) : (
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Service</Trans>
              </th>
              <th scope="col">
                <Trans>Shop</Trans>
              </th>
              <th scope="col" className={numberCell}>
                <Trans>Bookings</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((row) => (
              <tr key={`${row.kind}-${row.service_id}-${row.shop ?? ''}`}>
                <th scope="row" className="font-normal">
                  {row.name}
                </th>
                <td>{row.shop ?? <Trans>Event</Trans>}</td>
                <td className={numberCell}>{row.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
