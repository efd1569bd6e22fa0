import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { CheckoutActor } from '../../app/CheckoutActor';
import { checkoutStepOf, type CheckoutEvent, type CheckoutStep } from '../../machines/checkout';

/** The page of each checkout step; null while the browser leaves for the gateway. */
export const checkoutPaths: Record<CheckoutStep, string | null> = {
  cart: '/shopping-cart',
  info: '/verify',
  payment: '/payment',
  confirmation: '/payment/confirmation',
  leaving: null,
};

/**
 * Keeps a checkout page and the checkout machine together (routes are projections of machine state):
 * on arrival the page tells the machine where the shopper is (`arrival`, e.g. ENTER_INFO), and whenever
 * the machine's step is not this page's, the browser goes to the step's page. Returns the current step.
 */
export function useCheckoutPage(step: CheckoutStep, arrival?: CheckoutEvent): CheckoutStep {
  const actor = CheckoutActor.useActorRef();
  const current = CheckoutActor.useSelector(checkoutStepOf);
  const [, navigate] = useLocation();
  const arrivalEvent = useRef(arrival);
  const arrived = useRef(false);

  useEffect(() => {
    const firstRun = !arrived.current;
    if (firstRun) {
      arrived.current = true;
      if (arrivalEvent.current) actor.send(arrivalEvent.current);
    }
    // Read the machine itself: the event above has just moved it.
    const now = checkoutStepOf(actor.getSnapshot());
    const path = checkoutPaths[now];
    // A refused arrival replaces the URL; a step the shopper took adds a history entry (Back works).
    if (now !== step && path) navigate(path, { replace: firstRun });
  }, [actor, current, step, navigate]);

  return current;
}
