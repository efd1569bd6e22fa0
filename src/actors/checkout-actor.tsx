import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { checkoutMachine, checkoutStepOf, type CheckoutEvent, type CheckoutStep } from '../machines/checkout';
import { checkoutImplementations } from '../services/checkout-actions';
import { readSavedCheckout, saveCheckout } from '../services/checkout-storage';
import { checkoutArrivalAt, checkoutPaths, ownsCheckoutPage } from './checkout-route-table';
import { useCartReport } from './use-cart-report';
import { useMachineUrl } from './use-machine-url';
import { shopInspector } from './inspector';
import { RootActor } from './root-actor';

const CheckoutContext = createActorContext(checkoutMachine);

/**
 * The checkout flow spans the cart (delivery choice), /verify, /payment and /payment/confirmation, so
 * its actor lives around those pages (src/app/checkout-routes.tsx), rather than in one page. It runs with its real
 * services and reaches the root's `cart` and `session` through the root's actor system; its delivery
 * method and customer info are saved on every change and restored when it starts again (a reload, or
 * coming back to the checkout) — never the payment step, so a restored checkout cannot create a payment
 * by itself. The address bar follows it through the one URL↔machine sync (CheckoutUrl).
 */
function CheckoutProvider({ children }: { children: ReactNode }) {
  const root = RootActor.useActorRef();
  const logic = useMemo(() => checkoutMachine.provide(checkoutImplementations(root.system)), [root]);
  // A saved checkout is checked once its schemas have loaded: until then the pages wait, their server markup kept.
  const [saved] = useState(readSavedCheckout);
  const input = saved instanceof Promise ? use(saved) : saved;
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

/**
 * The address bar and the machine follow each other through the checkout's route table (checkout-route-table.ts): an
 * arrival tells the machine, a refused arrival shows the machine's page instead, and the machine's moves move the page.
 */
function CheckoutUrl() {
  const actor = CheckoutContext.useActorRef();
  const route = CheckoutContext.useSelector((snapshot) => checkoutPaths[checkoutStepOf(snapshot)]);
  const cart = useCartReport();
  useMachineUrl<CheckoutEvent>({
    route,
    owns: ownsCheckoutPage,
    arrivalAt: (path) => checkoutArrivalAt(path, cart),
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
