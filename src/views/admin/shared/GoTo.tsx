import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Replaces the address with `to` (relative to the surrounding router), as wouter's Redirect does: the shop
 * never uses Redirect, and any wouter export the back office alone uses would sit in every shopper's first load.
 */
export function GoTo({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useLayoutEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
