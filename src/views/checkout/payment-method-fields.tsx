import { useFormContext, useWatch } from 'react-hook-form';
import { CreditCard, Smartphone } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isWalletMethod, paymentMethods, type PaymentInfo } from '../../domain/payment';
import { LabelledField } from '../shared/labelled-field';
import { paymentMethodWords } from '../shared/payment-method-words';
import { fieldClass } from './field-styles';

/**
 * Method choice (wave preselected, orange_money, mtn, mastercard shown as credit card) and, for wallets,
 * the wallet's phone number. No card field exists: a card is paid on PayDunya's secure page (DESIGN
 * deviation 5). Used inside a react-hook-form form of PaymentInfo (payment page, order status retry).
 */
export function PaymentMethodFields() {
  const { t, i18n } = useLingui();
  const { register, formState } = useFormContext<PaymentInfo>();
  const method = useWatch<PaymentInfo, 'payment'>({ name: 'payment' });
  const phoneProblem = formState.errors.phoneNumber?.message;
  const problems: Record<string, string> = {
    missing: t`Enter the phone number of your wallet.`,
    invalid: t`This is not a valid mobile number.`,
    not_senegalese: t`Wave and Orange Money need a Senegalese mobile number (+221).`,
    mtn_not_in_senegal: t`MTN Mobile Money is not offered in Senegal. Choose Wave or Orange Money, or use an MTN number from Côte d’Ivoire (+225) or Benin (+229).`,
    mtn_country_unsupported: t`MTN Mobile Money works with Côte d’Ivoire (+225) and Benin (+229) numbers only.`,
  };
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-3 text-lg font-bold text-brand-900">
          <Trans>Payment method</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {paymentMethods.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
            >
              <input type="radio" value={value} {...register('payment')} className="size-4 accent-brand-700" />
              {isWalletMethod(value) ? (
                <Smartphone aria-hidden className="size-5 text-stone-500" />
              ) : (
                <CreditCard aria-hidden className="size-5 text-stone-500" />
              )}
              <span className="font-medium">{i18n._(paymentMethodWords[value])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {isWalletMethod(method) ? (
        <LabelledField htmlFor="wallet-phone" label={<Trans>Phone number</Trans>}>
          <input
            id="wallet-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={250}
            required
            placeholder="77 123 45 67"
            aria-invalid={phoneProblem ? true : undefined}
            aria-describedby={phoneProblem ? 'wallet-phone-problem' : undefined}
            {...register('phoneNumber')}
            className={fieldClass}
          />
          {phoneProblem && (
            <p id="wallet-phone-problem" className="text-sm text-red-700">
              {problems[phoneProblem] ?? problems.invalid}
            </p>
          )}
        </LabelledField>
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm" data-testid="card-note">
          <CreditCard aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <Trans>You will enter your card details on PayDunya’s secure payment page. Baobab never sees or stores your card number.</Trans>
        </p>
      )}
    </div>
  );
}
