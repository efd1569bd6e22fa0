import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { takeReturnAfterSignIn } from '../../services/checkoutStorage';
import { useSessionStatus } from '../auth/sessionHooks';

/**
 * The sign-in flow ends on /. A shopper who left the checkout to sign in ("Already a customer? Click
 * here") is taken back to that checkout page from there, once signed in with a profile.
 */
export function ReturnAfterSignIn() {
  const [location, navigate] = useLocation();
  const signedIn = useSessionStatus() === 'signedIn';
  useEffect(() => {
    if (!signedIn || location !== '/') return;
    const back = takeReturnAfterSignIn();
    if (back) navigate(back, { replace: true });
  }, [signedIn, location, navigate]);
  return null;
}
