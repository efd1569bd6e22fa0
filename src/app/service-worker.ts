/**
 * Registers the service worker (public/sw.js) once the page has loaded, from its own small chunk so
 * the first load carries only the call that imports it. Then hands the worker what the page loaded
 * before the worker controlled it (the catalogue answers, pictures and scripts of this first visit)
 * and what the cart needs, so the very next visit works offline.
 */
import { apiLocale, currentLocale } from '../services/i18n';

/** Asked by the cart page only, which a first visit to / never opens: kept too, so the cart works offline. */
const cartNeeds = () => [`/api/delivery-methods?locale=${apiLocale(currentLocale())}`];

export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === window.location.origin);
  // A page the server rendered came with its catalogue answers (server/seo/spa-page.ts names them on #root): never
  // fetched here, they are kept all the same, so the shell draws this page offline.
  const rendered = document.getElementById('root')?.dataset.answers?.split(' ') ?? [];
  worker?.postMessage({ type: 'keep', urls: [...new Set([...loaded, ...rendered, ...cartNeeds()])] });
}
