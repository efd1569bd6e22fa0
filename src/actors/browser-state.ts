import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { pageTakenOver, takingOverPage } from '../services/page-takeover';

/** True where no provider says otherwise: a view rendered alone in the browser has the browser's state at once. */
const BrowserStateKnown = createContext(true);

/**
 * Says when what lives only in the browser may be shown: never on the server, not while the browser takes over the
 * server's markup (hydration must find what the server wrote), and from the render that follows the whole takeover.
 * That render is a transition, so React does it in slices: each view reading the state through its own
 * useSyncExternalStore was re-rendered synchronously right after hydration, one task as long as all of them together.
 * It waits for every part of the page (page-takeover.ts): a context change reaching a part not yet hydrated would
 * make React draw that part again on the client.
 */
export function BrowserStateProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState(() => typeof document !== 'undefined' && !takingOverPage());
  useEffect(() => {
    if (known) return;
    let current = true;
    void pageTakenOver().then(() => {
      if (current) startTransition(() => setKnown(true));
    });
    return () => {
      current = false;
    };
  }, [known]);
  return createElement(BrowserStateKnown.Provider, { value: known }, children);
}

/**
 * Whether what lives only in the browser (the cart, the wishlist, the chosen currency, who is signed in) may be
 * shown: false while the server renders a page and while the browser takes that markup over, true after (and at
 * once in a page the browser drew alone). Until then those places show a neutral placeholder, never the server's
 * guess (an empty cart), so no wrong content flashes and hydration finds the server's markup.
 */
export function useBrowserState(): boolean {
  return useContext(BrowserStateKnown);
}
