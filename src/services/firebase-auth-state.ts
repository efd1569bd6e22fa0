import type { User } from 'firebase/auth';
import type { SessionUser } from '../machines/session';
import { signedInHintKey, type Firebase } from './firebase';
import { browserStorage } from './persistence';

/*
 * What follows Firebase's sign-in reports: loaded with Firebase itself (firebase.ts subscribeAuthState), so a visit
 * with nobody signed in downloads none of it.
 */

/** The `role` custom claim of src/domain/admin-staff.ts `staffRoles` (not imported: that module brings zod, which Firebase's reports do not need). */
const holdsStaffRole = (role: unknown): boolean => role === 'admin' || role === 'staff';

/**
 * Whether the account holds a staff role, read from its ID token (decoded locally, no request): staff go to
 * the back office without registering as a shopper. False when the token cannot be read.
 */
export async function isStaffAccount(user: User): Promise<boolean> {
  try {
    return holdsStaffRole((await user.getIdTokenResult()).claims.role);
  } catch {
    return false;
  }
}

const sessionUserOf = (user: User): SessionUser => ({ uid: user.uid, displayName: user.displayName, phoneNumber: user.phoneNumber });

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) browserStorage()?.setItem(signedInHintKey, '1');
    else browserStorage()?.removeItem(signedInHintKey);
  } catch {
    // Storage refused (blocked cookies): Firebase cannot keep a session across visits either.
  }
}

/**
 * Hears Firebase's reports of who is signed in, remembers whether someone is (the hint that makes the next visit load
 * Firebase), and tells `listener`. Until `cancelled()`.
 */
export function followAuthState(
  { auth, sdk }: Firebase,
  listener: (user: SessionUser | null) => void,
  cancelled: () => boolean,
): () => void {
  // The role matters only to an account without a name (registration or not), so only then is it read
  // from the token, asynchronously: a change heard meanwhile wins over the one still being read.
  let heard = 0;
  return sdk.onAuthStateChanged(auth, (user) => {
    rememberSignedIn(user !== null);
    const turn = ++heard;
    if (!user || user.displayName) return listener(user ? sessionUserOf(user) : null);
    void isStaffAccount(user).then((staff) => {
      if (turn === heard && !cancelled()) listener({ ...sessionUserOf(user), ...(staff ? { staff } : {}) });
    });
  });
}
