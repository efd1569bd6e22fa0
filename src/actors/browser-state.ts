import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Whether what lives only in the browser (the cart, the wishlist, the chosen currency, who is signed in) may be
 * shown: false while the server renders a page and while the browser hydrates that markup, true from the render
 * right after (and at once in a page the browser drew alone). Until then those places show a neutral placeholder,
 * never the server's guess (an empty cart), so no wrong content flashes and hydration finds the server's markup.
 */
export function useBrowserState(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
