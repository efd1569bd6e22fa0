import { useLocation, useRouter, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { DashboardQuery } from '../../../domain/admin-dashboard';
import { useAdminDashboard } from '../../../services/admin-dashboard';
import { LoadFailed, Loading } from '../../shared/load-states';
import { pageTitle } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { BestSellersTable } from './best-sellers-table';
import { BookingsTable } from './bookings-table';
import { periodOfSearch, searchOfPeriod } from './dashboard-address';
import { EventFillList } from './event-fill-list';
import { OrderStatesPanel } from './order-states-panel';
import { PeriodChooser } from './period-chooser';
import { SalesPanel } from './sales-panel';
import { WaitingPanel } from './waiting-panel';

/**
 * /admin/dashboard, the staff's first screen: what waits for them, then how the chosen period went. The
 * period is in the address; the figures come computed from the server (GET /api/admin/dashboard).
 */
export default function DashboardSection() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const query = periodOfSearch(search);
  const figures = useAdminDashboard(useAdminMe().uid, query);
  const show = (next: DashboardQuery) => navigate(`~${base}${searchOfPeriod(next)}`);

  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Dashboard</Trans>
      </h1>
      <PeriodChooser key={search} query={query} onChoose={show} />
      {figures.isPending ? (
        <Loading />
      ) : figures.isError ? (
        <LoadFailed retry={() => void figures.refetch()} retrying={figures.isFetching}>
          <Trans>The dashboard could not be loaded.</Trans>
        </LoadFailed>
      ) : (
        <div aria-busy={figures.isFetching} className="mt-4 grid gap-4 lg:grid-cols-2">
          <WaitingPanel waiting={figures.data.waiting} />
          <SalesPanel figures={figures.data} />
          <OrderStatesPanel figures={figures.data} />
          <BestSellersTable sellers={figures.data.best_sellers} />
          <BookingsTable bookings={figures.data.bookings} />
          <EventFillList events={figures.data.events} />
        </div>
      )}
    </>
  );
}
