import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { shopTimeZone } from '../../domain/shop-time';
import type { ShopEvent } from '../../domain/catalog';
import { useEvents } from '../../services/bookings';
import { ReadFailed } from '../shared/load-states';
import { EventBookingForm } from '../booking/event-booking-form';

/** Upcoming events (spec §2), each with a book button opening its booking form under it. */
export function EventsSection() {
  const events = useEvents();
  return (
    <section aria-labelledby="events-title" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="events-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
        <Trans>Events</Trans>
      </h2>
      {events.isPending && (
        <p className="text-stone-500" role="status">
          <Trans>Loading events…</Trans>
        </p>
      )}
      {events.isError && (
        <ReadFailed read={events}>
          <Trans>The events could not be loaded.</Trans>
        </ReadFailed>
      )}
      {events.data?.length === 0 && (
        <p className="text-stone-600">
          <Trans>No upcoming events for now.</Trans>
        </p>
      )}
      {events.data && events.data.length > 0 && (
        <ul className="flex flex-col gap-4">
          {events.data.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventCard({ event }: { event: ShopEvent }) {
  const { i18n } = useLingui();
  // Opening the form is a disclosure, not a flow: the booking flow lives in the form's own actor.
  const [open, setOpen] = useState(false);
  const formId = `event-${event.id}-booking`;
  const when = i18n.date(event.date, { dateStyle: 'full', timeStyle: 'short', timeZone: shopTimeZone });
  const full = event.seats_left === 0;
  return (
    <article aria-labelledby={`event-${event.id}-title`} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 id={`event-${event.id}-title`} className="text-lg font-semibold text-brand-900">
        {event.title}
      </h3>
      <p className="mt-1 flex items-center gap-2 text-sm text-stone-600">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={event.date}>{when}</time>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-stone-600">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {event.address}
      </p>
      <p className="mt-2 text-stone-700">{event.description}</p>
      <SeatsLeft seatsLeft={event.seats_left} />
      {full ? null : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((value) => !value)}
          className="mt-3 rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Trans>Book</Trans>
        </button>
      )}
      <div id={formId}>{open && !full && <EventBookingForm event={event} />}</div>
    </article>
  );
}

/** Places left for an event with a capacity; "Full" (Complet) once none is left. Nothing for an event without a limit. */
function SeatsLeft({ seatsLeft }: { seatsLeft: number | null }) {
  if (seatsLeft === null) return null;
  return (
    <p
      data-testid="seats-left"
      className={`mt-2 flex items-center gap-2 text-sm font-semibold ${seatsLeft === 0 ? 'text-red-800' : 'text-brand-900'}`}
    >
      <Users aria-hidden="true" className="size-4 shrink-0" />
      {seatsLeft === 0 ? <Trans>Full</Trans> : <Plural value={seatsLeft} one="Place left: #" other="Places left: #" />}
    </p>
  );
}
