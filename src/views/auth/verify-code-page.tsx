import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { recaptchaContainerId } from '../../services/firebase-phone-sign-in';
import { LabelledField } from '../shared/labelled-field';
import { LoginActor } from './login-actor';
import { LoginFeedback } from './login-feedback';
import { inputClass } from './field-styles';
import { ResendCode } from './resend-code';
import { SubmitButton } from './submit-button';

/** /auth/login/verify: the code received by SMS (spec §2), and a new code once the machine allows it. */
export function VerifyCodePage() {
  const { t } = useLingui();
  const actor = LoginActor.useActorRef();
  const verifying = LoginActor.useSelector((snapshot) => snapshot.matches('verifying'));
  const phoneNumber = LoginActor.useSelector((snapshot) => snapshot.context.phoneNumber);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'SUBMIT_CODE', code: String(new FormData(event.currentTarget).get('code') ?? '') });
  }

  return (
    // Typing again answers the message (issue 16: it stays until the shopper acts).
    <form onSubmit={submit} onChange={() => actor.send({ type: 'EDIT' })} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Verification</Trans>
      </h1>
      <p className="text-stone-600">
        {phoneNumber ? <Trans>Enter the code we sent by SMS to {phoneNumber}.</Trans> : <Trans>Enter the code we sent you by SMS.</Trans>}
      </p>
      <LabelledField htmlFor="login-code" label={<Trans>Verification code</Trans>}>
        <input
          id="login-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t`000 000`}
          maxLength={12}
          required
          className={`${inputClass} text-center text-xl tracking-[0.3em]`}
        />
      </LabelledField>
      <LoginFeedback />
      <SubmitButton busy={verifying}>
        <Trans>Continue</Trans>
      </SubmitButton>
      {phoneNumber && <ResendCode />}
      <button
        type="button"
        onClick={() => actor.send({ type: 'CHANGE_NUMBER' })}
        disabled={verifying}
        className="self-center text-sm text-brand-700 underline hover:text-brand-900 disabled:opacity-60"
      >
        <Trans>Change phone number</Trans>
      </button>
      {/* A new code needs the invisible bot check again; it renders here. */}
      <div id={recaptchaContainerId} />
    </form>
  );
}
