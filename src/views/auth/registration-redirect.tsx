import { lazy } from 'react';
import { useSessionStatus } from './session-hooks';
import { TakeoverSuspense } from '../shared/takeover-suspense';

// Its own chunk: every page has this component, few shoppers ever need it (first-load budget of /).
const RegistrationUrl = lazy(() => import('./registration-url'));

/**
 * A shopper signed in without a display name never finished registering: the session machine's
 * signedIn.noProfile state is projected to /auth/register (spec §2, §6) by RegistrationUrl, mounted
 * only in that state. Elsewhere the session has no say on the address.
 */
export function RegistrationRedirect() {
  if (useSessionStatus() !== 'needsProfile') return null;
  return (
    <TakeoverSuspense fallback={null}>
      <RegistrationUrl />
    </TakeoverSuspense>
  );
}
