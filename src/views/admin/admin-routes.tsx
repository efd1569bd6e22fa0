import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useCatalog } from '../../services/area-catalogs';
import { LoadFailed, Loading } from '../shared/load-states';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { AdminNav } from './admin-nav';
import { LiveFeed } from './live/live-feed';
import { AdminMeContext } from './use-admin-me';
import { TakeoverSuspense } from '../shared/takeover-suspense';

// Each section is a chunk of its own: staff opening the orders do not load the catalogue's forms.
const DashboardSection = lazy(() => import('./dashboard/dashboard-section'));
const OrdersSection = lazy(() => import('./orders/orders-section'));
const BookingsSection = lazy(() => import('./bookings/bookings-section'));
const MessagesSection = lazy(() => import('./messages/messages-section'));
const CatalogueSection = lazy(() => import('./catalogue/catalogue-section'));
const StaffSection = lazy(() => import('./staff/staff-section'));

/**
 * The shop's back office (/admin): the dashboard first, then orders, bookings, messages, catalogue and staff. A chunk of its own
 * with its own catalog (src/locales/{locale}/admin.po), so no shopper downloads any of it.
 */
export default function AdminRoutes() {
  const texts = useCatalog('admin');
  if (texts.isError) {
    return (
      <AdminLayout>
        <LoadFailed retry={() => void texts.refetch()} retrying={texts.isFetching}>
          <Trans>This page could not be loaded.</Trans>
        </LoadFailed>
      </AdminLayout>
    );
  }
  if (!texts.isSuccess) return <Loading />;
  return (
    <AdminGate>
      {(me) => (
        <AdminMeContext.Provider value={me}>
          <LiveFeed uid={me.uid}>
            <AdminLayout nav={<AdminNav role={me.role} />}>
              <TakeoverSuspense fallback={<Loading />}>
                {/* Any other address is replaced by the access machine's page (the dashboard). */}
                <Switch>
                  <Route path="/dashboard" nest component={DashboardSection} />
                  <Route path="/orders" nest component={OrdersSection} />
                  <Route path="/bookings" nest component={BookingsSection} />
                  <Route path="/messages" nest component={MessagesSection} />
                  <Route path="/catalogue" nest component={CatalogueSection} />
                  <Route path="/staff" nest>
                    {me.role === 'admin' ? <StaffSection /> : <AdminOnly />}
                  </Route>
                </Switch>
              </TakeoverSuspense>
            </AdminLayout>
          </LiveFeed>
        </AdminMeContext.Provider>
      )}
    </AdminGate>
  );
}

function AdminOnly() {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      <Trans>Only an administrator can manage the staff.</Trans>
    </p>
  );
}
