import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { HydrateOnApproach } from '../shared/hydrate-on-approach';
import { lazyPage } from '../shared/lazy-page';

// Below the fold on every page (the main area is at least a screen tall), so its own chunk: ~2 KB
// brotli less JavaScript to parse before the first screen. Its arrival moves nothing in view. On a page the server
// rendered it is hydrated when the shopper comes near it, its code already there: a link pressed in it at once is
// followed by the shop, not by a new page load.
const Footer = lazyPage(async () => ({ default: (await import('./footer')).Footer }));

/** Header, content, footer (spec §2), and the bottom bar on phones. */
export function MainLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // A new page starts at its top (a card clicked far down the home page opens the details from the top). The page
  // the shop opens on keeps the place the browser gave it: reloaded halfway down, it stays there, where scrolling
  // to the top once the app had taken it over threw the shopper back up (and forced a layout of the whole page).
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    window.scrollTo({ top: 0 });
  }, [location]);
  // A failure is the footer's own to report, when it renders.
  useEffect(() => void Footer.preload().catch(() => undefined), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      {/* At least a screen tall: while a page loads, the footer stays below the fold instead of jumping down (layout shift). */}
      <main id="content" className="min-h-dvh flex-1">
        {children}
      </main>
      <HydrateOnApproach part={Footer} />
      <BottomNav />
    </div>
  );
}
