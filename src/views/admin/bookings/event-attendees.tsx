import { useId, useState } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { useCatalogueList } from '../../../services/admin-catalogue';
import { useBookingDecision, useEventAttendees } from '../../../services/admin-inbox';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { FailureMessage } from '../shared/failure-message';
import { formatShopTime } from '../shared/format';
import { inputClass } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { BookingCard } from './booking-card';

/** One event's attendees and the seats left; cancelling an attendee gives the seat back. */
export function EventAttendees() {
  const id = useId();
  const locale = useLocale();
  const uid = useAdminMe().uid;
  const events = useCatalogueList(uid, 'events');
  const [chosen, setChosen] = useState<number | null>(null);
  const eventId = chosen ?? events.data?.[0]?.id ?? null;
  const attendees = useEventAttendees(uid, eventId);
  const decide = useBookingDecision(uid);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold">
        <Trans>Event attendees</Trans>
      </h2>
      {events.isError && (
        <LoadFailed retry={() => void events.refetch()} retrying={events.isFetching}>
          <Trans>The events could not be loaded.</Trans>
        </LoadFailed>
      )}
      {events.data && events.data.length > 0 && (
        <label className="mb-3 block text-sm font-semibold">
          <Trans>Event</Trans>
          <select className={inputClass} value={eventId ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
            {events.data.map((event) => (
              <option key={event.id} value={event.id}>
                {locale === 'en' ? event.title_en : event.title_fr} · {formatShopTime(event.starts_at, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      {decide.isError && <FailureMessage error={decide.error} />}
      {eventId === null ? null : attendees.isPending ? (
        <Loading />
      ) : attendees.isError ? (
        <LoadFailed retry={() => void attendees.refetch()} retrying={attendees.isFetching}>
          <Trans>The attendees could not be loaded.</Trans>
        </LoadFailed>
      ) : (
        <>
          <SeatsSummary event={attendees.data.event} />
          <ul className="flex flex-col gap-2">
            {attendees.data.attendees.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                busy={decide.isPending}
                onDecide={(decision) => decide.mutate({ booking, decision })}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Booked and left, each agreeing with its number ("1 réservée", "2 réservées"), through Lingui's plural rules per language. */
function SeatsSummary({ event }: { event: { seats_booked: number; seats_left: number | null; capacity: number | null } }) {
  const booked = event.seats_booked;
  const left = event.seats_left;
  const capacity = event.capacity;
  return (
    <p className="mb-2 font-semibold" aria-live="polite">
      {left === null ? (
        <Trans>
          <Plural value={booked} one="# booked" other="# booked" />, no seat limit
        </Trans>
      ) : (
        <Trans>
          <Plural value={booked} one="# booked" other="# booked" />, <Plural value={left} one="# seat left" other="# seats left" /> of{' '}
          {capacity}
        </Trans>
      )}
    </p>
  );
}
