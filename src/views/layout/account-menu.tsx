import { lazy } from 'react';
import { Link } from 'wouter';
import { UserRound } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { authPaths } from '../../actors/auth-paths';
import { RegistrationRedirect } from '../auth/registration-redirect';
import { isSignedIn, useSessionStatus } from '../auth/session-hooks';
import { TakeoverSuspense } from '../shared/takeover-suspense';

// Its own chunk: most visits are signed out, and a signed-in one hears so from Firebase after the first
// paint anyway. The placeholder has the badge's size, so nothing moves when it arrives.
const SignedInMenu = lazy(() => import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })));

/**
 * The header's account icon (spec §2 Header): signed out, a link to /auth/login; signed in, the
 * shopper's initials, which open a small menu: their account, their orders, sign out.
 */
export function AccountMenu() {
  const signedIn = isSignedIn(useSessionStatus());
  return (
    <>
      <RegistrationRedirect />
      {signedIn ? (
        <TakeoverSuspense fallback={<span className="inline-flex size-10" />}>
          <SignedInMenu />
        </TakeoverSuspense>
      ) : (
        <SignInLink />
      )}
    </>
  );
}

function SignInLink() {
  const { t } = useLingui();
  return (
    <Link href={authPaths.login} aria-label={t`Sign in`} className="inline-flex p-2">
      <UserRound aria-hidden="true" className="size-6" />
    </Link>
  );
}
