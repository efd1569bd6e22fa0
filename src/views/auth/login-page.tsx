import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { defaultPhoneCountry, isPhoneCountry, phoneInputMaxLength } from '../../domain/phone';
import { recaptchaContainerId } from '../../services/firebase-phone-sign-in';
import { LabelledField } from '../shared/labelled-field';
import { LoginActor } from './login-actor';
import { LoginFeedback } from './login-feedback';
import { PhoneCountrySelect } from './phone-country-select';
import { inputClass } from './field-styles';
import { SubmitButton } from './submit-button';

/** /auth/login: the phone number that receives the SMS code (spec §2). */
export function LoginPage() {
  const { t } = useLingui();
  const actor = LoginActor.useActorRef();
  const sending = LoginActor.useSelector((snapshot) => snapshot.matches('sendingCode'));
  const expired = LoginActor.useSelector((snapshot) => snapshot.matches('recaptchaExpired'));
  const unreachable = LoginActor.useSelector((snapshot) => snapshot.matches({ phoneEntry: 'unreachable' }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const country = String(form.get('country') ?? '');
    actor.send({
      type: 'SUBMIT_PHONE',
      country: isPhoneCountry(country) ? country : defaultPhoneCountry,
      number: String(form.get('phone') ?? ''),
    });
  }

  return (
    // Typing again answers the message (issue 16: it stays until the shopper acts).
    <form onSubmit={submit} onChange={() => actor.send({ type: 'EDIT' })} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Welcome</Trans>
      </h1>
      <p className="text-stone-600">
        <Trans>Enter your phone number to sign in or create an account.</Trans>
      </p>
      <LabelledField htmlFor="login-phone" label={<Trans>Phone number</Trans>}>
        <div className="flex gap-2">
          <PhoneCountrySelect name="country" />
          <input
            id="login-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={phoneInputMaxLength}
            placeholder={t`77 123 45 67`}
            required
            className={`${inputClass} min-w-0`}
          />
        </div>
      </LabelledField>
      <LoginFeedback />
      {unreachable && (
        <button
          type="button"
          onClick={() => actor.send({ type: 'RETRY' })}
          className="self-start rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Trans>Try again</Trans>
        </button>
      )}
      <SubmitButton busy={sending} disabled={expired}>
        <Trans>Continue</Trans>
      </SubmitButton>
      {/* The invisible bot check (reCAPTCHA) renders here; the Auth emulator replaces it. */}
      <div id={recaptchaContainerId} />
    </form>
  );
}
