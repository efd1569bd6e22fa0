import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { MainLayout } from '../views/layout/main-layout';
import * as Pages from './routes';
import { TakeoverSuspense } from '../views/shared/takeover-suspense';

// The first page's <title> comes with its HTML (server/seo); the table that follows navigation waits for its own chunk,
// out of the first-load JavaScript (issue 14's budget).
const PageTitle = lazy(() => import('./page-title').then(({ PageTitle }) => ({ default: PageTitle })));

function Loading() {
  return (
    <p className="p-8 text-center text-stone-500" role="status">
      <Trans>...loading</Trans>
    </p>
  );
}

/** Routes of spec §2: the auth screens have their own layout, everything else the main one. */
export function App() {
  return (
    <TakeoverSuspense fallback={<Loading />}>
      <TakeoverSuspense fallback={null}>
        <PageTitle />
      </TakeoverSuspense>
      <Switch>
        <Route path="/auth" nest>
          <Pages.AuthRoutes />
        </Route>
        <Route path="/flows" nest>
          <Pages.FlowsRoutes />
        </Route>
        <Route path="/admin" nest>
          <Pages.AdminRoutes />
        </Route>
        <Route>
          <MainLayout>
            <TakeoverSuspense fallback={<Loading />}>
              <Switch>
                <Route path="/" component={Pages.HomePage} />
                <Route path="/details/:id" component={Pages.ProductPage} />
                <Route path="/products" component={Pages.CataloguePage} />
                <Route path="/search" component={Pages.SearchPage} />
                <Route path="/favoris" component={Pages.WishlistPage} />
                <Route path={Pages.checkoutPages}>
                  <Pages.CheckoutRoutes fallback={<Loading />} />
                </Route>
                <Route path="/services/:id" component={Pages.ServicePage} />
                <Route path="/orders" component={Pages.OrdersPage} />
                <Route path="/account" component={Pages.AccountPage} />
                <Route path="/info/:slug" component={Pages.InfoPage} />
                <Route component={Pages.NotFoundPage} />
              </Switch>
            </TakeoverSuspense>
          </MainLayout>
        </Route>
      </Switch>
    </TakeoverSuspense>
  );
}
