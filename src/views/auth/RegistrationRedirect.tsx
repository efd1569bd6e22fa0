import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { authPaths } from './loginRoute';
import { useSessionStatus } from './sessionHooks';

/**
 * A shopper signed in without a display name never finished registering: the session's state
 * (signedIn.noProfile) sends them to /auth/register from any page of the shop (spec §2, §6).
 */
export function RegistrationRedirect() {
  const needsProfile = useSessionStatus() === 'needsProfile';
  const [, navigate] = useLocation();
  useEffect(() => {
    if (needsProfile) navigate(authPaths.register, { replace: true });
  }, [needsProfile, navigate]);
  return null;
}
