import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminBooking } from '../../../domain/admin';
import { useCatalogueList } from '../../../services/admin-catalogue';
import { useBookingAgenda, useBookingDecision } from '../../../services/admin-inbox';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { FailureMessage } from '../shared/failure-message';
import { formatShopDay, shopDayAfter, shopToday } from '../shared/format';
import { inputClass } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { BookingCard } from './booking-card';

/** How many days the agenda shows, from its first one (the server's default week too). */
const agendaDays = 7;

/**
 * The bookings of a week, by day, for one shop and service or all. The week is always written out (from
 * today unless the staff chose another day), so an empty agenda says which days are empty.
 */
export function Agenda() {
  const { t } = useLingui();
  const id = useId();
  const locale = useLocale();
  const uid = useAdminMe().uid;
  const [filters, setFilters] = useState<{ shop_id?: number; service_id?: number; from: string }>(() => ({ from: shopToday() }));
  const to = shopDayAfter(filters.from, agendaDays - 1);
  const shops = useCatalogueList(uid, 'shops');
  const services = useCatalogueList(uid, 'services');
  const agenda = useBookingAgenda(uid, { ...filters, to, include_cancelled: 'true' });
  const decide = useBookingDecision(uid);
  const choose = (key: 'shop_id' | 'service_id', raw: string) => setFilters({ ...filters, [key]: raw ? Number(raw) : undefined });
  const serviceBookings = agenda.data?.filter((booking) => booking.kind === 'service') ?? [];
  const days = [...new Set(serviceBookings.map((booking) => booking.day))];

  return (
    <section aria-labelledby={`${id}-title`} className="mb-8">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold">
        <Trans>Agenda of the services</Trans>
      </h2>
      <div className="mb-3 grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-semibold">
          <Trans>Shop</Trans>
          <select className={inputClass} value={filters.shop_id ?? ''} onChange={(event) => choose('shop_id', event.target.value)}>
            <option value="">{t`All`}</option>
            {shops.data?.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          <Trans>Service</Trans>
          <select className={inputClass} value={filters.service_id ?? ''} onChange={(event) => choose('service_id', event.target.value)}>
            <option value="">{t`All`}</option>
            {services.data?.map((service) => (
              <option key={service.id} value={service.id}>
                {locale === 'en' ? service.name_en : service.name_fr}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          <Trans>From</Trans>
          <input
            type="date"
            className={inputClass}
            value={filters.from ?? ''}
            onChange={(event) => setFilters({ ...filters, from: event.target.value || shopToday() })}
          />
        </label>
      </div>
      {decide.isError && <FailureMessage error={decide.error} />}
      {agenda.isPending ? (
        <Loading />
      ) : agenda.isError ? (
        <LoadFailed retry={() => void agenda.refetch()} retrying={agenda.isFetching}>
          <Trans>The agenda could not be loaded.</Trans>
        </LoadFailed>
      ) : days.length === 0 ? (
        <p className="text-stone-700">
          <Trans>
            No booking from {formatShopDay(filters.from, locale)} to {formatShopDay(to, locale)}.
          </Trans>
        </p>
      ) : (
        days.map((day) => (
          <div key={day} className="mb-4">
            <h3 className="mb-2 font-semibold capitalize">{formatShopDay(day, locale)}</h3>
            <ul className="flex flex-col gap-2">
              {serviceBookings
                .filter((booking) => booking.day === day)
                .map((booking: AdminBooking) => (
                  <BookingCard
                    key={booking.id}
                    booking={booking}
                    busy={decide.isPending}
                    onDecide={(decision) => decide.mutate({ booking, decision })}
                  />
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
