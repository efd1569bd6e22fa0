import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CheckoutActor } from '../../app/CheckoutActor';
import { checkoutStepOf, type CheckoutEvent, type CheckoutStep } from '../../machines/checkout';

/** The page of each checkout step; null while the browser leaves for the gateway. */
const checkoutPaths: Record<CheckoutStep, string | null> = {
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
  // The machine's answer to the arrival is read on the next render: the actor may start only after this
  // page's first effects (it queues the event until then).
  const [told, setTold] = useState(false);
  const movedYet = useRef(false);

  useEffect(() => {
    if (arrivalEvent.current) actor.send(arrivalEvent.current);
    setTold(true);
  }, [actor]);

  useEffect(() => {
    if (!told || current === step) return;
    const path = checkoutPaths[current];
    if (!path) return;
    // A refused arrival replaces the URL; a step the shopper took adds a history entry (Back works).
    navigate(path, { replace: !movedYet.current });
    movedYet.current = true;
  }, [told, current, step, navigate]);

  useEffect(() => {
    if (told && current === step) movedYet.current = true;
  }, [told, current, step]);

  return told ? current : 'cart';
}
