import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { checkoutMachine } from '../machines/checkout';
import { checkoutImplementations } from '../services/checkoutActions';
import { readSavedCheckout, saveCheckout } from '../services/checkoutStorage';
import { shopInspector } from './inspector';
import { RootActor } from './RootActor';

const CheckoutContext = createActorContext(checkoutMachine);

/**
 * The checkout flow spans the cart (delivery choice), /verify, /payment and /payment/confirmation, so
 * its actor lives in CheckoutRoutes, around those pages, rather than in one page. It runs with its real
 * services and reaches the root's `cart` through the root's actor system; its delivery method and
 * customer info are saved on every change and restored when it starts again (a reload, or coming back
 * to the checkout) — never the payment step, so a restored checkout cannot create a payment by itself.
 */
function CheckoutProvider({ children }: { children: ReactNode }) {
  const root = RootActor.useActorRef();
  const logic = useMemo(() => checkoutMachine.provide(checkoutImplementations(root.system)), [root]);
  const [input] = useState(readSavedCheckout);
  return (
    <CheckoutContext.Provider logic={logic} options={{ input, inspect: shopInspector() }}>
      <SaveCheckout />
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

export const CheckoutActor = {
  Provider: CheckoutProvider,
  useActorRef: CheckoutContext.useActorRef,
  useSelector: CheckoutContext.useSelector,
};
