import { loadFirebase, NotSignedInError } from './firebase';

/*
 * What registration asks of the signed-in Firebase account. Apart from firebase.ts, whose session part is
 * in the first load of /: registration (src/services/customers.ts) loads these with itself.
 */

/** The signed-in Firebase account, once Firebase has restored it (or null). */
export async function currentAccount(): Promise<{ uid: string; phoneNumber: string | null } | null> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? { uid: user.uid, phoneNumber: user.phoneNumber } : null;
}

export async function updateDisplayName(displayName: string): Promise<void> {
  const { auth, sdk } = await loadFirebase();
  await auth.authStateReady();
  if (!auth.currentUser) throw new NotSignedInError();
  await sdk.updateProfile(auth.currentUser, { displayName });
}
