import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restoredRootInput } from '../actors/restore';
import { pathsProbe } from '../actors/paths-probe';
import { activateLocale, apiLocale, detectLocale, isLocale, storedLocale } from '../services/i18n';
import { beginTakeover } from '../services/page-takeover';
import { askForFirstScreen } from './first-screen';
import { ShopTree } from './shop-tree';

// The generated-path runner's test build (tests/paths) watches every actor from its creation; elsewhere this is
// `undefined` and Rollup drops the probe.
const pathsInspection = () => (import.meta.env.MODE === 'paths' ? pathsProbe() : undefined);

/** Renders the shop into #root, or takes over the page the server rendered there. */
export async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // A page the server rendered is in the language it chose (server/seo/page-locale.ts: ?lang=, the shopper's cookie,
  // the browser's): the client takes it over in that language. A shared link names its language (?lang=en): it wins.
  const rendered = isLocale(container.dataset.rendered) ? container.dataset.rendered : undefined;
  // Taking the page over (its answers put back, hydration errors reported) only where the server rendered it: its own
  // small chunk, asked for beside the texts and the page's chunks, out of the first-load JavaScript of the bare shell.
  const takeOver = rendered ? import('./server-rendered') : undefined;
  const linked = new URLSearchParams(window.location.search).get('lang');
  const locale = rendered ?? detectLocale(isLocale(linked) ? linked : storedLocale(), navigator.language);
  // The page's chunks as well as the texts: rendered before they are there, a page shows "loading" first (and a
  // rendered page would be hydrated later than it could).
  const { pathname } = window.location;
  const renderedPage = takeOver?.then((module) => module.loadRenderedPage(pathname, locale));
  await Promise.all([activateLocale(locale), askForFirstScreen(pathname, apiLocale(locale), { data: !rendered }), renderedPage]);
  const shop = <ShopTree input={restoredRootInput()} inspect={pathsInspection()} />;
  if (takeOver) {
    const { takeRenderedQueries, reportHydrationError, approached } = await takeOver;
    takeRenderedQueries();
    beginTakeover(approached);
    // In a transition, hydration too works in slices of a few milliseconds and yields between them (see below).
    startTransition(() => {
      hydrateRoot(container, shop, { onRecoverableError: reportHydrationError });
    });
    return;
  }
  const root = createRoot(container);
  // A transition renders in slices of a few milliseconds, yielding between them, instead of one task as long as
  // the whole first tree: on a phone that task blocked input for hundreds of milliseconds (Lighthouse's TBT).
  startTransition(() => root.render(shop));
}

/**
 * Offline and installable (public/sw.js). The load event comes as soon as the entry and styles are in, before the
 * first screen's data, chunks and pictures: the worker (and the files it keeps) waits 5 s more.
 * A page the server rendered starts the entry once drawn (server/seo/after-first-paint.ts), often after its load
 * event: then the wait starts now.
 */
export function registerWorkerLater(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registerLater = () => {
    setTimeout(() => {
      import('./service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        // The shop works without it (online only): said in the console, nothing to show the shopper.
        .catch((error: unknown) => console.warn('The service worker could not be registered:', error));
    }, 5000);
  };
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}
