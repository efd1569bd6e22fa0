import type { SnapshotFrom } from 'xstate';
import type { LoginStart, loginMachine } from '../../machines/login';
import { authPaths } from '../../actors/auth-paths';

/** The screen a visit starts on, from the page it landed on (an unknown /auth/… page starts at the phone). */
export function loginStartOf(path: string): LoginStart {
  const clean = path.replace(/\/+$/, '');
  if (clean === authPaths.verify) return 'codeEntry';
  if (clean === authPaths.register) return 'registration';
  return 'phoneEntry';
}

/**
 * The page the login machine's state shows — routes are projections of machine state (DESIGN.md).
 * Once signed in, the page the shopper came from (`?returnTo=`, already checked by the machine);
 * null while the browser reloads to it after registration.
 */
export function loginRouteOf(snapshot: SnapshotFrom<typeof loginMachine>): string | null {
  if (snapshot.matches('registered')) return null;
  if (snapshot.matches('signedIn') || snapshot.matches('leaving')) return snapshot.context.returnTo;
  if (snapshot.matches('codeEntry') || snapshot.matches('resendingCode') || snapshot.matches('verifying')) return authPaths.verify;
  if (snapshot.matches('registration') || snapshot.matches('registering')) return authPaths.register;
  return authPaths.login;
}
