import type { Auth } from 'firebase/auth';
import type { SessionUser } from '../machines/session';
import { browserStorage, readRaw } from './persistence';

/**
 * The Firebase Auth adapter. Firebase is loaded with dynamic `import()` on first use, so it is never
 * part of the first-load JavaScript of the shop (e2e/first-load.spec.ts checks the build), and a
 * visit from a browser that has no signed-in account does not load it at all until the shopper signs in.
 * The project settings come from the server at run time (GET /api/client-config), so one build runs
 * against the Auth emulator (which also replaces reCAPTCHA: nothing is fetched from Google) and production.
 */

type AuthSdk = typeof import('firebase/auth');
export interface Firebase {
  auth: Auth;
  sdk: AuthSdk;
}

let loading: Promise<Firebase> | null = null;
/** Called whenever Firebase starts loading, so an auth-state subscription that held back can listen now. */
const loadWatchers = new Set<() => void>();

export function loadFirebase(): Promise<Firebase> {
  if (!loading) {
    // Starting it is code of its own, loaded beside Firebase: out of the first load.
    loading = Promise.all([import('./firebase-start'), import('firebase/app'), import('firebase/auth')])
      .then(([start, app, sdk]) => start.startFirebase(app, sdk))
      .catch((error: unknown) => {
        loading = null; // let a later call try again (e.g. back online)
        throw error;
      });
    for (const watcher of [...loadWatchers]) watcher();
  }
  return loading;
}

/**
 * Whether this browser has a signed-in account, as Firebase last reported it. Firebase keeps the session
 * itself (IndexedDB); this flag only lets a visit without one skip downloading Firebase (~46 KB gzip)
 * just to hear that nobody is signed in, which is what most shoppers would pay for on every visit.
 */
export const signedInHintKey = 'baobab.signedIn';

const hasSignedInHint = (): boolean => readRaw(browserStorage(), signedInHintKey) !== null;

/**
 * Calls `listener` with the signed-in user (or null) now and on every sign-in change.
 * Without the signed-in hint it reports null at once and loads nothing; it starts listening to Firebase
 * as soon as something else loads it (the login flow) or another tab signs in, so a sign-in is still heard.
 * If Firebase cannot be loaded the shopper is treated as signed out rather than left loading.
 */
export function subscribeAuthState(listener: (user: SessionUser | null) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let listening = false;
  let cancelled = false;
  const onStorage = (event: StorageEvent) => {
    if (event.key === signedInHintKey && event.newValue !== null) listen();
  };
  const waitForFirebase = () => {
    loadWatchers.add(listen);
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  };
  const stopWaiting = () => {
    loadWatchers.delete(listen);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
  function listen() {
    if (listening || cancelled) return;
    listening = true;
    stopWaiting();
    // What follows Firebase's reports loads with Firebase: a visit with nobody signed in carries none of it.
    Promise.all([loadFirebase(), import('./firebase-auth-state')]).then(
      ([loaded, { followAuthState }]) => {
        if (cancelled) return;
        unsubscribe = followAuthState(loaded, listener, () => cancelled);
      },
      (error: unknown) => {
        console.warn('Sign-in is unavailable:', error);
        if (cancelled) return;
        listener(null);
        // A later load (the shopper trying to sign in once back online) gets another chance.
        listening = false;
        waitForFirebase();
      },
    );
  }

  if (loading) listen();
  else {
    waitForFirebase();
    // With the hint: once the page is idle, so the shop's first paint and images go before the sign-in SDK.
    if (hasSignedInHint()) whenIdle(listen);
    else listener(null);
  }
  return () => {
    cancelled = true;
    stopWaiting();
    unsubscribe?.();
  };
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 200);
}

export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
  constructor() {
    super('Nobody is signed in.');
  }
}

/** A fresh ID token for API calls (Firebase refreshes it when it is about to expire). */
export async function currentIdToken(): Promise<string> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  if (!auth.currentUser) throw new NotSignedInError();
  return auth.currentUser.getIdToken();
}

export async function signOutUser(): Promise<void> {
  const { auth, sdk } = await loadFirebase();
  await sdk.signOut(auth);
}
