import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { loginPathFor } from '../../actors/auth-paths';

/** A page of the shopper's own (account, orders) seen signed out: why to sign in, and the way back here after. */
export function SignInToContinue({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-6">
      <p className="text-stone-700">{children}</p>
      <Link
        href={loginPathFor(returnTo)}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <LogIn aria-hidden="true" className="size-4" />
        <Trans>Sign in</Trans>
      </Link>
    </div>
  );
}
