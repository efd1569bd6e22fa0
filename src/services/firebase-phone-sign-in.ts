import type { RecaptchaVerifier } from 'firebase/auth';
import type { CodeCheck } from '../machines/login';
import { loadFirebase, type Firebase } from './firebase';
import { isStaffAccount } from './firebase-auth-state';
import { apiLocale, currentLocale } from './i18n';

/**
 * Phone sign-in with Firebase (the login flow only): apart from ./firebase, whose session part every
 * page needs, so the first load of the shop does not carry the reCAPTCHA and code handling.
 */

/** The element the invisible reCAPTCHA renders into; the login page shows it. */
export const recaptchaContainerId = 'recaptcha-container';

let verifier: { instance: RecaptchaVerifier; container: HTMLElement } | null = null;
const expiryListeners = new Set<() => void>();

/** Called when the invisible reCAPTCHA's answer expires before it was used. */
export function onRecaptchaExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

function recaptchaVerifier({ auth, sdk }: Firebase): RecaptchaVerifier {
  const container = document.getElementById(recaptchaContainerId);
  if (!container) throw new Error(`The login page has no #${recaptchaContainerId} element.`);
  if (verifier?.container === container) return verifier.instance;
  verifier?.instance.clear();
  // A fresh element each time: reCAPTCHA refuses to render twice into the same one.
  const target = document.createElement('div');
  container.replaceChildren(target);
  const instance = new sdk.RecaptchaVerifier(auth, target, {
    size: 'invisible',
    'expired-callback': () => expiryListeners.forEach((listener) => listener()),
  });
  verifier = { instance, container };
  return instance;
}

/** Sends the SMS code (spec §4); the verification id is what confirming the code needs later. */
export async function sendSignInCode(phoneNumber: string): Promise<{ verificationId: string }> {
  const firebase = await loadFirebase();
  firebase.auth.languageCode = apiLocale(currentLocale());
  const confirmation = await firebase.sdk.signInWithPhoneNumber(firebase.auth, phoneNumber, recaptchaVerifier(firebase));
  return { verificationId: confirmation.verificationId };
}

// The codes Firebase answers for a wrong, empty or stale code or verification: the shopper's mistake, not a failure.
const rejectedCodes = new Set([
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/code-expired',
  'auth/invalid-verification-id',
  'auth/missing-verification-id',
]);

const errorCode = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/** Signs in with the SMS code; a refused code is an answer, any other failure throws. */
export async function confirmSignInCode(verificationId: string, code: string): Promise<CodeCheck> {
  const { auth, sdk } = await loadFirebase();
  try {
    const { user } = await sdk.signInWithCredential(auth, sdk.PhoneAuthProvider.credential(verificationId, code.replace(/\s+/g, '')));
    return { kind: 'verified', user: { uid: user.uid, displayName: user.displayName, staff: await isStaffAccount(user) } };
  } catch (error) {
    if (rejectedCodes.has(String(errorCode(error)))) return { kind: 'rejected' };
    throw error;
  }
}
