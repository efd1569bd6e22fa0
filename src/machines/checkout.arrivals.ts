import { and, not } from 'xstate';

// The checkout's page arrivals (src/machines/checkout.ts), written once: the guards and actions are the machine's,
// by name.

type Step = 'cart' | 'info' | 'payment';
type Arrival = 'ENTER_INFO' | 'ENTER_PAYMENT';
type StepGuard = 'canEnterInfo' | 'canEnterPayment';

/**
 * Where a page arrival leads (ENTER_INFO on /verify, ENTER_PAYMENT on /payment): to the first rung whose guard
 * holds — the page opened when the cart and the details allow it, else the furthest step before it they allow
 * (/payment without the details: /verify), else the cart.
 */
const arrivalLadders: Record<Arrival, { guard?: StepGuard; to: Step }[]> = {
  ENTER_INFO: [{ guard: 'canEnterInfo', to: 'info' }, { to: 'cart' }],
  ENTER_PAYMENT: [{ guard: 'canEnterPayment', to: 'payment' }, { guard: 'canEnterInfo', to: 'info' }, { to: 'cart' }],
};

type ArrivalHandler = {
  guard?: StepGuard | ReturnType<typeof not> | ReturnType<typeof and>;
  target: Step;
  actions?: 'dropAttempt' | 'clearFailure';
};

/**
 * A state's handlers for the page arrivals, from the ladders. The rung that leads where the shopper already is
 * takes the arrival without leaving (the form stays as typed): the rungs after it hold only when it does not. On
 * /payment and after a failure the details are known, so /payment's fallback to /verify never holds there (its
 * guard fails only with the cart's) and is left out.
 * A new attempt starts on leaving the cart or arriving at the details (the order may change); from a failure,
 * back to /payment keeps the order (another method for it) and clears the failure, back to the cart drops both.
 */
export function arrivals(
  here: Step | 'failed',
  events: Arrival[] = ['ENTER_INFO', 'ENTER_PAYMENT'],
): Partial<Record<Arrival, ArrivalHandler[]>> {
  const detailsKnown = here === 'payment' || here === 'failed';
  const actionsOf = (to: Step) =>
    here === 'failed' ? (to === 'payment' ? 'clearFailure' : 'dropAttempt') : here === 'cart' || to === 'info' ? 'dropAttempt' : undefined;
  const handlers: Partial<Record<Arrival, ArrivalHandler[]>> = {};
  for (const event of events) {
    const rungs = arrivalLadders[event].filter((rung) => !(detailsKnown && event === 'ENTER_PAYMENT' && rung.to === 'info'));
    const stayAt = rungs.findIndex((rung) => rung.to === here);
    const stayGuard = rungs[stayAt]?.guard;
    handlers[event] = rungs.flatMap(({ guard, to }, index): ArrivalHandler[] => {
      if (index === stayAt) return [];
      const held = stayGuard && index > stayAt ? (guard ? and([not(stayGuard), guard]) : not(stayGuard)) : guard;
      const actions = actionsOf(to);
      return [{ ...(held ? { guard: held } : {}), target: to, ...(actions ? { actions } : {}) }];
    });
  }
  return handlers;
}
