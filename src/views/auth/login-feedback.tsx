import { useLingui } from '@lingui/react/macro';
import type { LoginError } from '../../machines/login';
import { LoginActor } from './login-actor';

/** The flow's message (spec §8), announced to screen readers; the machine decides when it shows and goes. */
export function LoginFeedback() {
  const error = LoginActor.useSelector((snapshot) => snapshot.context.error);
  const message = useErrorMessage(error);
  return (
    <p role="alert" className="min-h-6 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function useErrorMessage(error: LoginError | null): string {
  const { t } = useLingui();
  switch (error) {
    case 'invalidPhone':
      return t`Invalid phone number`;
    case 'invalidCode':
      return t`Invalid verification code`;
    case 'failed':
      return t`Something went wrong! Please try again later.`;
    case 'recaptchaExpired':
      return t`reCAPTCHA expired. Please reload the page.`;
    case 'unreachable':
      return t`The sign-in service cannot be reached. Check your connection, then try again.`;
    case null:
      return '';
  }
}
