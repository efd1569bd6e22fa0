import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useCatalog } from '../../services/areaCatalogs';
import { LoadFailed, Loading } from '../shared/LoadStates';
import { AdminGate } from './AdminGate';
import { AdminLayout } from './AdminLayout';
import { AdminNav } from './AdminNav';
import { LiveFeed } from './live/LiveFeed';
import { AdminMeContext } from './useAdminMe';

// Each section is a chunk of its own: staff opening the orders do not load the catalogue's forms.
const DashboardSection = lazy(() => import('./dashboard/DashboardSection'));
const OrdersSection = lazy(() => import('./orders/OrdersSection'));
const BookingsSection = lazy(() => import('./bookings/BookingsSection'));
const MessagesSection = lazy(() => import('./messages/MessagesSection'));
const CatalogueSection = lazy(() => import('./catalogue/CatalogueSection'));
const StaffSection = lazy(() => import('./staff/StaffSection'));

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
              <Suspense fallback={<Loading />}>
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
              </Suspense>
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
