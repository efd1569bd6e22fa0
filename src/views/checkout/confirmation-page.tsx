import { useEffect } from 'react';
import { CheckoutActor } from '../../actors/checkout-actor';
import { CheckoutSteps } from './checkout-steps';
import { ConfirmationFailure } from './confirmation-failure';
import { Leaving, PleaseWait } from './confirmation-status';
import { useDeliveryMethods } from '../../services/delivery';

/**
 * /payment/confirmation, checkout step 3 (spec §2). The checkout machine decides: the payment is confirmed
 * only by someone signed in; once the customer is known and its orderWatch has read the cart and its total,
 * the order is placed, then its payment started. The page shows the spinner meanwhile, the failure with what the
 * machine offers, or the way to the gateway.
 */
export default function ConfirmationPage() {
  const step = CheckoutActor.useStep();
  const failed = CheckoutActor.useSelector((snapshot) => snapshot.matches('failed'));
  const methods = useDeliveryMethods();
  const retryFees = methods.isError ? () => void methods.refetch() : undefined;

  // Braces: Chromium's scrollTo now returns a promise, which React would take for a cleanup and call.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  if (step !== 'confirmation' && step !== 'leaving') return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <CheckoutSteps current="confirmation" />
      {step === 'leaving' ? <Leaving /> : failed || retryFees ? <ConfirmationFailure onRetryFees={retryFees} /> : <PleaseWait />}
    </div>
  );
}
