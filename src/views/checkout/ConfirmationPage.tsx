import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { CheckoutActor } from '../../app/CheckoutActor';
import { newIdempotencyKey } from '../../services/orders';
import { useSessionCustomer, useSessionStatus, useSessionUser } from '../auth/sessionHooks';
import { CheckoutSteps } from './CheckoutSteps';
import { useCheckoutPage } from './checkoutRoute';
import { ConfirmationFailure } from './ConfirmationFailure';
import { Leaving, PleaseWait } from './ConfirmationStatus';
import { useCheckoutTotals } from './useCheckoutTotals';

/**
 * /payment/confirmation, checkout step 3 (spec §2): needs a signed-in user or a customer, else goes to /.
 * Once the customer and the cart are known, the machine places the order, then starts its payment; this
 * page shows the spinner meanwhile, the failure with a retry, or the way to the gateway.
 */
export default function ConfirmationPage() {
  const step = useCheckoutPage('confirmation');
  const checkout = CheckoutActor.useActorRef();
  const waiting = CheckoutActor.useSelector((snapshot) => snapshot.matches('awaitingConfirmation'));
  const failed = CheckoutActor.useSelector((snapshot) => snapshot.matches('failed'));
  const status = useSessionStatus();
  const user = useSessionUser();
  const customer = useSessionCustomer();
  const { items, totals, feeKnown, methods } = useCheckoutTotals();
  const [, navigate] = useLocation();
  const retryFees = methods.isError ? () => void methods.refetch() : undefined;

  useEffect(() => window.scrollTo({ top: 0 }), []);

  useEffect(() => {
    if (status !== 'loading' && !user && !customer) navigate('/', { replace: true });
  }, [status, user, customer, navigate]);

  useEffect(() => {
    if (!waiting || !customer || !feeKnown) return;
    checkout.send({
      type: 'CONFIRM',
      order: { customerId: customer.id, products: items.map(({ id, quantity }) => ({ id, quantity })), total: totals.total },
      idempotencyKey: newIdempotencyKey(),
    });
  }, [waiting, customer, feeKnown, items, totals.total, checkout]);

  if (step !== 'confirmation' && step !== 'leaving') return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <CheckoutSteps current="confirmation" />
      {step === 'leaving' ? <Leaving /> : failed || retryFees ? <ConfirmationFailure onRetryFees={retryFees} /> : <PleaseWait />}
    </div>
  );
}
