import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './app/app';
import { RootActor } from './actors/root-actor';
import { restoredRootInput } from './actors/restore';
import { PersistCartAndWishlist } from './actors/persist-cart-and-wishlist';
import { rootLogic } from './actors/root-logic';
import { StudioListener } from './actors/studio-listener';
import { pathsProbe } from './actors/paths-probe';
import { askForFirstScreen } from './app/first-screen';
import { activateLocale, apiLocale, detectLocale, i18n, isLocale, storedLocale } from './services/i18n';
import { queryClient } from './services/query-client';
import './index.css';

// The generated-path runner's test build (tests/paths) watches every actor from its creation; elsewhere this is
// `undefined` and Rollup drops the probe.
const pathsInspection = () => (import.meta.env.MODE === 'paths' ? pathsProbe() : undefined);

async function boot() {
  // A shared link names its language (?lang=en, as the server's head and sitemap do): it wins for this visit.
  const linked = new URLSearchParams(window.location.search).get('lang');
  const locale = detectLocale(isLocale(linked) ? linked : storedLocale(), navigator.language);
  // The first Intl.NumberFormat loads the browser's number and currency data (11-72 ms in Chromium here, later
  // ones ~0.1 ms): made in a task of its own while the chunks download, it no longer lengthens the render slice
  // that formats the first price.
  setTimeout(() => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'XOF' }).format(0), 0);
  // The page's chunks as well as the texts: rendered before they are there, a page shows "loading" first.
  await Promise.all([activateLocale(locale), askForFirstScreen(window.location.pathname, apiLocale(locale))]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  // A transition renders in slices of a few milliseconds, yielding between them, instead of one task as long as
  // the whole first tree: on a phone that task blocked input for hundreds of milliseconds (Lighthouse's TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RootActor.Provider logic={rootLogic} options={{ input: restoredRootInput(), inspect: pathsInspection() }}>
              <StudioListener />
              <PersistCartAndWishlist />
              <App />
            </RootActor.Provider>
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    );
  });
}

void boot();

// Offline and installable (public/sw.js). The load event comes as soon as the entry and styles are in,
// before the first screen's data, chunks and pictures: the worker (and the files it keeps) waits 5 s more.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    setTimeout(() => {
      import('./app/service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        // The shop works without it (online only): said in the console, nothing to show the shopper.
        .catch((error: unknown) => console.warn('The service worker could not be registered:', error));
    }, 5000);
  });
}
