/**
 * Whether the browser is still taking over a page the server rendered. React hydrates such a page in parts: the shell
 * first, then each Suspense boundary in a later pass at low priority, so the header can work while the page under it
 * still holds the server's markup. A change every part reads from outside React's state (the language: Lingui's one
 * i18n object) must wait for the last part, or that part finds other words than the server wrote (React error 418)
 * and is drawn a second time.
 *
 * The shell counts as one part (ShopTree's TakenOver releases it); each TakeoverSuspense counts its own boundary.
 */
let takingOver = false;
let waiting = 0;
let shellReleased = false;
let settle: () => void = () => undefined;
let settled: Promise<void> = Promise.resolve();

/** Called once, just before hydrateRoot: from then until every part is hydrated, pageTakenOver() waits. */
export function beginTakeover(): void {
  takingOver = true;
  waiting = 1;
  shellReleased = false;
  settled = new Promise((resolve) => (settle = resolve));
}

/** Whether a part that mounts now is being hydrated (then it must say when it is done). */
export function takingOverPage(): boolean {
  return takingOver;
}

export function partWaits(): void {
  waiting += 1;
}

export function partTakenOver(): void {
  if (!takingOver) return;
  waiting -= 1;
  // A boundary's content and the boundaries inside it commit together, in an order that can release the outer one
  // before the inner ones are counted: the count is read once that commit's effects have all run.
  queueMicrotask(() => {
    if (!takingOver || waiting > 0) return;
    takingOver = false;
    // Said on the page too: what drives it from outside (the end-to-end tests) waits for it before pressing a button,
    // which does nothing until its part is hydrated.
    document.getElementById('root')?.setAttribute('data-taken-over', '');
    settle();
  });
}

/** The shell is hydrated (ShopTree's TakenOver; said once, though development's StrictMode runs effects twice). */
export function shellTakenOver(): void {
  if (shellReleased) return;
  shellReleased = true;
  partTakenOver();
}

/** Resolves once the page the server rendered is wholly hydrated; at once in a page the browser drew alone. */
export function pageTakenOver(): Promise<void> {
  return settled;
}
