import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { loginPathFor } from '../../actors/auth-paths';

/** Paying needs an account (spec §6): signed-out shoppers sign in and come back to this step. */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-accent-400/20 p-3 text-sm">
      <LogIn aria-hidden className="size-4 text-brand-700" />
      <Trans>Sign in with your phone number to pay.</Trans>{' '}
      <Link href={loginPathFor(returnTo)} className="font-semibold text-brand-700 underline">
        <Trans>Sign in</Trans>
      </Link>
    </p>
  );
}
