import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseRouteId } from '../../../services/api';
import { pageTitle } from '../shared/styles';
import { CurrentLink } from '../shared/current-link';
import { EventsPage } from './events-page';
import { FeesPage } from './fees-page';
import { NewProductPage } from './new-product-page';
import { ProductPage, ProductsPage } from './products-page';
import { ServicesPage } from './services-page';
import { ShopsPage } from './shops-page';

const tabLook = (active: boolean) =>
  `shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'border border-stone-300 bg-white text-stone-800'}`;

function Tab({ href, children }: { href: string; children: ReactNode }) {
  return (
    <CurrentLink href={href} look={tabLook}>
      {children}
    </CurrentLink>
  );
}

/** /admin/catalogue: products, services, events, shops' hours, delivery fees and the EUR rate. */
export default function CatalogueSection() {
  const { t } = useLingui();
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Catalogue</Trans>
      </h1>
      <nav aria-label={t`Catalogue parts`} className="mb-4 flex gap-2 overflow-x-auto pb-1">
        <Tab href="/products">
          <Trans>Products</Trans>
        </Tab>
        <Tab href="/services">
          <Trans>Services</Trans>
        </Tab>
        <Tab href="/events">
          <Trans>Events</Trans>
        </Tab>
        <Tab href="/shops">
          <Trans>Opening hours</Trans>
        </Tab>
        <Tab href="/fees">
          <Trans>Delivery fees and EUR rate</Trans>
        </Tab>
      </nav>
      {/* Any other part of the catalogue is replaced by the access machine's page (the products). */}
      <Switch>
        <Route path="/products" component={ProductsPage} />
        <Route path="/products/new" component={NewProductPage} />
        <Route path="/products/:id">{(params) => <ProductPage id={parseRouteId(params.id)} />}</Route>
        <Route path="/services" component={ServicesPage} />
        <Route path="/events" component={EventsPage} />
        <Route path="/shops" component={ShopsPage} />
        <Route path="/fees" component={FeesPage} />
      </Switch>
    </>
  );
}
