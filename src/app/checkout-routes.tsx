import { lazy, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { NeedsConnection } from '../views/shared/needs-connection';
import { CheckoutActor } from '../actors/checkout-actor';
import { lazyPage } from '../views/shared/lazy-page';
import { TakeoverSuspense } from '../views/shared/takeover-suspense';

// Each page stays its own chunk: the cart does not download the payment step.
/** The cart renders without a loading step when main.tsx loaded it first (lazyPage). */
export const CartPage = lazyPage(() => import('../views/cart/cart-page'));
const VerifyPage = lazy(() => import('../views/checkout/verify-page'));
const PaymentPage = lazy(() => import('../views/checkout/payment-page'));
const ConfirmationPage = lazy(() => import('../views/checkout/confirmation-page'));
const OrderStatusPage = lazy(() => import('../views/checkout/order-status-page'));

/**
 * The pages the checkout flow spans (`checkoutPages` in src/actors/checkout-pages.ts; which page each step shows is in
 * src/actors/checkout-route-table.ts), rendered here, in the app shell, as they are views: under one checkout actor, it
 * stays while the shopper moves between them and stops when they leave (what the next visit needs is
 * saved by CheckoutActor). Loaded lazily, so the checkout machine and its services are not in the
 * JavaScript every visitor of / downloads. Pages load inside, so the actor never waits for one.
 */
export default function CheckoutRoutes({ fallback }: { fallback: ReactNode }) {
  return (
    <CheckoutActor.Provider>
      {/* Outside the pages' Suspense: shown offline even when a checkout page's chunk cannot be loaded. */}
      <NeedsConnection />
      <TakeoverSuspense fallback={fallback}>
        <Switch>
          <Route path="/shopping-cart" component={CartPage} />
          <Route path="/verify" component={VerifyPage} />
          <Route path="/payment" component={PaymentPage} />
          <Route path="/payment/confirmation" component={ConfirmationPage} />
          <Route path="/orders/:id" component={OrderStatusPage} />
        </Switch>
      </TakeoverSuspense>
    </CheckoutActor.Provider>
  );
}
