import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { checkoutMachine, checkoutStepOf, type CheckoutEvent, type CheckoutStep } from '../machines/checkout';
import { checkoutImplementations } from '../services/checkoutActions';
import { readSavedCheckout, saveCheckout } from '../services/checkoutStorage';
import { loginPathFor } from '../views/auth/loginRoute';
import { useCartReport } from '../views/shared/useCartReport';
import { useMachineUrl } from '../views/shared/useMachineUrl';
import { shopInspector } from './inspector';
import { RootActor } from './RootActor';

const CheckoutContext = createActorContext(checkoutMachine);

/**
 * The checkout flow spans the cart (delivery choice), /verify, /payment and /payment/confirmation, so
 * its actor lives in CheckoutRoutes, around those pages, rather than in one page. It runs with its real
 * services and reaches the root's `cart` and `session` through the root's actor system; its delivery
 * method and customer info are saved on every change and restored when it starts again (a reload, or
 * coming back to the checkout) — never the payment step, so a restored checkout cannot create a payment
 * by itself. The address bar follows it through the one URL↔machine sync (CheckoutUrl).
 */
function CheckoutProvider({ children }: { children: ReactNode }) {
  const root = RootActor.useActorRef();
  const logic = useMemo(() => checkoutMachine.provide(checkoutImplementations(root.system)), [root]);
  const [input] = useState(readSavedCheckout);
  return (
    <CheckoutContext.Provider logic={logic} options={{ input, inspect: shopInspector() }}>
      <SaveCheckout />
      <CheckoutUrl />
      {children}
    </CheckoutContext.Provider>
  );
}

function SaveCheckout() {
  const deliveryMethod = CheckoutContext.useSelector((snapshot) => snapshot.context.deliveryMethod);
  const clientInfo = CheckoutContext.useSelector((snapshot) => snapshot.context.clientInfo);
  useEffect(() => saveCheckout({ deliveryMethod, clientInfo }), [deliveryMethod, clientInfo]);
  return null;
}

/** The page of each checkout step; null while the browser leaves for the gateway. */
const checkoutPaths: Record<CheckoutStep, string | null> = {
  cart: '/shopping-cart',
  // The phone sign-in first, then back to the customer details (issue 16).
  signIn: loginPathFor('/verify'),
  info: '/verify',
  payment: '/payment',
  confirmation: '/payment/confirmation',
  leaving: null,
};

/** The checkout's own pages; the cart page is the shop's too (reached freely), so it is never corrected. */
const ownPages = new Set(['/verify', '/payment', '/payment/confirmation']);

/**
 * Arriving on /verify or /payment tells the machine (with the cart's size and its lines out of stock); a refused arrival shows the
 * machine's page instead, and the machine's moves move the page (useMachineUrl).
 */
function CheckoutUrl() {
  const actor = CheckoutContext.useActorRef();
  const route = CheckoutContext.useSelector((snapshot) => checkoutPaths[checkoutStepOf(snapshot)]);
  const cart = useCartReport();
  useMachineUrl<CheckoutEvent>({
    route,
    owns: (path) => ownPages.has(path),
    arrivalAt: (path) =>
      path === '/verify' ? { type: 'ENTER_INFO', ...cart } : path === '/payment' ? { type: 'ENTER_PAYMENT', ...cart } : null,
    send: (event) => actor.send(event),
  });
  return null;
}

/** The checkout step the machine is at: a page shows itself only when it is the machine's. */
const useCheckoutStep = (): CheckoutStep => CheckoutContext.useSelector(checkoutStepOf);

export const CheckoutActor = {
  Provider: CheckoutProvider,
  useActorRef: CheckoutContext.useActorRef,
  useSelector: CheckoutContext.useSelector,
  useStep: useCheckoutStep,
};
