import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { Order } from '../../domain/order';
import type { PaymentInfo, StartPaymentBody } from '../../domain/payment';
import { paymentFormSchema } from '../../domain/payment-phone';
import { primaryButtonClass } from './field-styles';
import { PaymentMethodFields } from './payment-method-fields';

interface RetryPaymentFormProps {
  order: Order;
  /** A new payment is under way: the button waits. */
  paying: boolean;
  /** The last attempt could not start. */
  failed: boolean;
  onPay: (payment: StartPaymentBody) => void;
}

/** A failed or cancelled order is paid again as the same order: a new payment, never a new order. */
export function RetryPaymentForm({ order, paying, failed, onPay }: RetryPaymentFormProps) {
  const form = useForm<PaymentInfo>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { payment: order.payment_method, phoneNumber: order.client_info.phone },
  });
  const submit = form.handleSubmit(({ payment, phoneNumber }) =>
    onPay({ method: payment, ...(phoneNumber ? { phone: phoneNumber } : {}) }),
  );
  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="retry-heading"
        className="space-y-5 rounded-xl border border-stone-200 p-4 sm:p-6"
      >
        <h2 id="retry-heading" className="text-lg font-bold text-brand-900">
          <Trans>Pay again</Trans>
        </h2>
        <PaymentMethodFields />
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            <Trans>An error occurred</Trans>
          </p>
        )}
        <button type="submit" disabled={paying} className={primaryButtonClass}>
          <RotateCcw aria-hidden className="size-4" />
          <Trans>Retry the payment</Trans>
        </button>
      </form>
    </FormProvider>
  );
}
