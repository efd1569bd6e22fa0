import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { LoginActor } from './login-actor';

/**
 * "Send a new code" once the login machine allows it; meanwhile the seconds its countdown has left
 * (resendCountdown, run on the code screen). Nothing is counted here: the page shows the snapshot.
 */
export function ResendCode() {
  const actor = LoginActor.useActorRef();
  const allowed = LoginActor.useSelector((snapshot) => snapshot.can({ type: 'RESEND_CODE' }));
  const resending = LoginActor.useSelector((snapshot) => snapshot.matches('resendingCode'));
  const countdown = LoginActor.useSelector((snapshot) => snapshot.children.resendCountdown);
  const seconds = useSelector(countdown, (snapshot) => snapshot?.context.secondsLeft);

  if (allowed || resending) {
    return (
      <button
        type="button"
        onClick={() => actor.send({ type: 'RESEND_CODE' })}
        disabled={resending}
        className="self-center text-sm font-semibold text-brand-700 underline hover:text-brand-900 disabled:opacity-60"
      >
        <Trans>Send a new code</Trans>
      </button>
    );
  }
  // While the code is checked the code screen has no countdown running.
  if (seconds === undefined) return null;
  return (
    <p className="self-center text-sm text-stone-600" aria-live="off">
      <Trans>No code? You can ask for a new one in {seconds} s.</Trans>
    </p>
  );
}
