import { CalendarDays } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { ownBookingStateOf, type OwnBooking } from '../../domain/own-bookings';
import { useOwnBookings } from '../../services/bookings';
import { useLocale } from '../../services/i18n';
import { bookedWhen } from '../booking/booked-when';
import { BookingStateBadge } from '../booking/booking-state-badge';
import { LoadFailed, Loading } from '../shared/load-states';

/**
 * /account's "My bookings" (issue 21): the bookings she made signed in (GET /api/bookings answers hers only),
 * each with its service, day and time, shop and state in words — received, confirmed or cancelled.
 */
export function OwnBookings({ uid }: { uid: string }) {
  const bookings = useOwnBookings(uid);
  return (
    <section aria-labelledby="own-bookings-title" className="space-y-3">
      <h2 id="own-bookings-title" className="text-xl font-bold text-brand-900">
        <Trans>My bookings</Trans>
      </h2>
      {bookings.isPending ? (
        <Loading />
      ) : bookings.isError ? (
        <LoadFailed retry={() => void bookings.refetch()} retrying={bookings.isFetching}>
          <Trans>Your bookings could not be loaded.</Trans>
        </LoadFailed>
      ) : bookings.data.length === 0 ? (
        <p className="text-stone-600">
          <Trans>You have no bookings yet. Book an event or a service from the home page.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {bookings.data.map((booking) => (
            <OwnBookingRow key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnBookingRow({ booking }: { booking: OwnBooking }) {
  const language = useLocale();
  return (
    <li data-testid="own-booking" className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-500" />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold text-brand-900">{booking.service_name}</h3>
        <p className="text-sm text-stone-600">
          <bdi>{bookedWhen(booking.day, booking.hour, language)}</bdi>
          {booking.shop_name && <> · {booking.shop_name}</>}
        </p>
      </div>
      <BookingStateBadge state={ownBookingStateOf(booking.status)} />
    </li>
  );
}
