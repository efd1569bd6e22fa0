/**
 * Whether the browser is still taking over a page the server rendered. React hydrates such a page in parts: the shell
 * first, then each Suspense boundary in a later pass at low priority, so the header can work while the page under it
 * still holds the server's markup. A change every part reads from outside React's state (the language: Lingui's one
 * i18n object) must wait for the last part, or that part finds other words than the server wrote (React error 418)
 * and is drawn a second time.
 *
 * The shell counts as one part (ShopTree's TakenOver releases it); each TakeoverSuspense counts its own boundary.
 */
/** A promise that says synchronously when it has settled, as React reads one (`status`). */
export type Approach = Promise<void> & { status?: 'fulfilled' };

/** Settles when the shopper comes near the part with this id (src/views/shared/approach.ts). */
export type WatchApproach = (id: string) => Approach;

let takingOver = false;
// Given with the takeover, from the rendered page's own chunk (server-rendered.ts): out of the first-load JavaScript,
// which only a page the server rendered would use it from.
let watchApproach: WatchApproach | undefined;
let waiting = 0;
let shellReleased = false;
let settle: () => void = () => undefined;
let settled: Promise<void> = Promise.resolve();

/**
 * Called once, just before hydrateRoot: from then until every part is hydrated, pageTakenOver() waits. `approach`:
 * when a part below the fold is hydrated (HydrateOnApproach); without it, with the rest.
 */
export function beginTakeover(approach?: WatchApproach): void {
  watchApproach = approach;
  takingOver = true;
  waiting = 1;
  shellReleased = false;
  settled = new Promise((resolve) => (settle = resolve));
}

/** When the part with this id is hydrated: undefined for at once. */
export function approachOf(id: string): Approach | undefined {
  return watchApproach?.(id);
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
