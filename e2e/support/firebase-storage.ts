import { expect, type Page } from '@playwright/test';

/**
 * Whether Firebase keeps a signed-in account in the page's origin (its IndexedDB), read in a transaction of the
 * test's own: it sees only what another transaction committed.
 */
function keepsAccount(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const opening = indexedDB.open('firebaseLocalStorageDb');
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB could not be opened'));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
            db.close();
            resolve(false);
            return;
          }
          const keys = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.some((key) => String(key).startsWith('firebase:authUser:')));
          };
          keys.onerror = () => {
            db.close();
            reject(keys.error ?? new Error('IndexedDB could not be read'));
          };
        };
      }),
  );
}

/**
 * Waits until the browser's storage holds (or no longer holds) the signed-in account. A tab that signed in or out
 * shows it before IndexedDB has committed the change; closing the tab then can lose it, and the other tabs of
 * the browser never hear of it.
 */
export async function untilFirebaseKeeps(page: Page, signedIn: boolean): Promise<void> {
  await expect
    .poll(() => keepsAccount(page), { message: `Firebase's storage ${signedIn ? 'holds' : 'no longer holds'} the account` })
    .toBe(signedIn);
}
