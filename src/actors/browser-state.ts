import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { pageTakenOver, takingOverPage } from '../services/page-takeover';

/** Where a view learns that what lives only in the browser may be shown: known now, or a call when it is. */
interface BrowserStateSource {
  known(): boolean;
  /** Calls `then` once it is known; returns a way to cancel. */
  whenKnown(then: () => void): () => void;
}

function afterPageTakeover(then: () => void): () => void {
  let current = true;
  void pageTakenOver().then(() => {
    if (current) then();
  });
  return () => {
    current = false;
  };
}

/**
 * The page's rule: never on the server, not while the browser takes over the server's markup (hydration must find what
 * the server wrote), and from the render that follows the whole takeover; at once in a page the browser drew alone.
 */
const pageSource: BrowserStateSource = {
  known: () => typeof document !== 'undefined' && !takingOverPage(),
  whenKnown: afterPageTakeover,
};

// Its value never changes: a context change walks the whole tree under it, and reaching a part React still holds as
// the server's markup (HydrateOnApproach) it makes React draw that part anew, or holds the change back until the
// part is hydrated when the change is a transition. Each view flips its own state instead.
const BrowserStateSourceContext = createContext(pageSource);

/**
 * Whether what lives only in the browser (the cart, the wishlist, the chosen currency, who is signed in) may be
 * shown: false while the server renders a page and while the browser takes that markup over, true after (and at
 * once in a page the browser drew alone). Until then those places show a neutral placeholder, never the server's
 * guess (an empty cart), so no wrong content flashes and hydration finds the server's markup.
 *
 * The change is a transition: React renders the views it reaches in slices, not in one task as long as all of them
 * (as it did when each view read a store whose server snapshot differed from the browser's).
 */
export function useBrowserState(): boolean {
  const source = useContext(BrowserStateSourceContext);
  const [known, setKnown] = useState(source.known);
  useEffect(() => {
    if (known) return;
    return source.whenKnown(() => startTransition(() => setKnown(true)));
  }, [known, source]);
  return known;
}

/**
 * A part of a server-rendered page that React hydrates later than the rest (HydrateOnApproach). Its views find the
 * server's state while the part is hydrated, whenever that is, and the browser's once it is and what encloses it is
 * too: the page, or the part it sits in (a card of a carousel below the fold). A part the browser draws itself (after
 * the takeover) follows the rule around it.
 */
export function useBrowserStateOfPart(): { provide: (children: ReactNode) => ReactNode; hydrated: () => void } {
  const enclosing = useContext(BrowserStateSourceContext);
  const [part] = useState(() => {
    let hydrated = false;
    // Not known around it as it first renders: it is being hydrated (with the page, or with the part around it).
    const source: BrowserStateSource = enclosing.known()
      ? enclosing
      : { known: () => hydrated && enclosing.known(), whenKnown: enclosing.whenKnown };
    return {
      provide: (children: ReactNode) => createElement(BrowserStateSourceContext.Provider, { value: source }, children),
      hydrated: () => {
        hydrated = true;
      },
    };
  });
  return part;
}
