import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { defaultPaymentMethod, type PaymentInfo } from '../../domain/payment';
import { paymentFormSchema } from '../../domain/payment-phone';
import { CheckoutActor } from '../../actors/checkout-actor';
import { useSessionCustomer, useSessionStatus } from '../auth/session-hooks';
import { CheckoutHeader } from './checkout-header';
import { primaryButtonClass } from './field-styles';
import { OrderSummary } from './order-summary';
import { PaymentMethodFields } from './payment-method-fields';
import { SignInPrompt } from './sign-in-prompt';

/** /payment, checkout step 2 (spec §2): the method (Wave preselected), the wallet number, confirm. */
export default function PaymentPage() {
  const step = CheckoutActor.useStep();
  const checkout = CheckoutActor.useActorRef();
  const saved = CheckoutActor.useSelector((snapshot) => snapshot.context.paymentInfo);
  // The checkout confirms only for someone signed in; after a reload the session answers a moment later.
  const canConfirm = CheckoutActor.useSelector((snapshot) => snapshot.context.shopper?.signedIn === true);
  const customer = useSessionCustomer();
  const signedOut = useSessionStatus() === 'signedOut';
  const form = useForm<PaymentInfo>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: saved ?? { payment: defaultPaymentMethod, phoneNumber: customer?.phone ?? '' },
  });
  if (step !== 'payment') return null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <CheckoutHeader backHref="/verify" backLabel={<Trans>Back to your details</Trans>} current="payment" />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <FormProvider {...form}>
          <form
            onSubmit={form.handleSubmit((paymentInfo) => checkout.send({ type: 'SUBMIT_PAYMENT', paymentInfo }))}
            noValidate
            className="space-y-6"
          >
            <PaymentMethodFields />
            {signedOut ? (
              <SignInPrompt returnTo="/payment" />
            ) : (
              <button type="submit" disabled={!canConfirm} className={primaryButtonClass}>
                <Lock aria-hidden className="size-4" />
                <Trans>Confirm payment</Trans>
              </button>
            )}
          </form>
        </FormProvider>
        <OrderSummary />
      </div>
    </div>
  );
}
