import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { resendDelayMs } from '../../machines/login';
import { LoginActor } from './LoginActor';

/**
 * "Send a new code" once the login machine allows it (its resendDelay after the last code); meanwhile
 * the seconds left. The countdown is only what the shopper reads: the machine's delayed transition
 * decides when the button comes.
 */
export function ResendCode() {
  const actor = LoginActor.useActorRef();
  const allowed = LoginActor.useSelector((snapshot) => snapshot.can({ type: 'RESEND_CODE' }));
  const resending = LoginActor.useSelector((snapshot) => snapshot.matches('resendingCode'));
  // A new code restarts the count.
  const codeId = LoginActor.useSelector((snapshot) => snapshot.context.verificationId);
  const seconds = useSecondsLeft(resendDelayMs / 1000, codeId);

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
  return (
    <p className="self-center text-sm text-stone-600" aria-live="off">
      <Trans>No code? You can ask for a new one in {seconds} s.</Trans>
    </p>
  );
}

function useSecondsLeft(from: number, restartKey: unknown): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    setLeft(from);
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [from, restartKey]);
  return left;
}
