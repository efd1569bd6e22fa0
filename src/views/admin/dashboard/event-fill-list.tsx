import { Trans } from '@lingui/react/macro';
import type { Dashboard } from '../../../domain/admin-dashboard';
import { useLocale } from '../../../services/i18n';
import { formatShopTime } from '../shared/format';
import { Nothing, Panel } from './panel';

/** Seats booked out of each event's capacity: a bar for the eye, the same figures in words. */
export function EventFillList({ events }: { events: Dashboard['events'] }) {
  const locale = useLocale();
  return (
    <Panel title={<Trans>Event fill</Trans>} wide>
      {events.length === 0 ? (
        <Nothing>
          <Trans>No event in this period or to come.</Trans>
        </Nothing>
      ) : (
        <ul className="flex flex-col gap-3">
          {events.map((event) => {
            const { seats_booked: booked, capacity } = event;
            return (
              <li key={event.id} className="flex flex-col gap-1">
                <span className="font-semibold">{locale === 'en' ? event.title_en : event.title_fr}</span>
                <span className="text-sm text-stone-700">
                  <time dateTime={event.starts_at}>{formatShopTime(event.starts_at, locale)}</time> ·{' '}
                  {capacity === null ? (
                    <Trans>{booked} seats booked, no limit</Trans>
                  ) : (
                    <Trans>
                      {booked} of {capacity} seats booked
                    </Trans>
                  )}
                </span>
                {capacity !== null && capacity > 0 && (
                  <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-200">
                    <span className="block h-full bg-brand-700" style={{ width: `${Math.min(100, (booked / capacity) * 100)}%` }} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
