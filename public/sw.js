/* global self, caches -- a service worker's globals (the lint config knows browser pages and node only) */
/*
 * Baobab's service worker (issue 16): the shop opens and shows its last catalogue without a network.
 * Hand-written and small; registered after the page has loaded (src/app/service-worker.ts).
 *
 * - Pages: from the network, always (the server renders their first screen with the catalogue as it is now, so no
 *   rendered page is kept: an old copy would show old prices or stock). Offline, the bare shell (/index.html, the
 *   build's page with an empty #root, kept at install), whose router draws any page from the catalogue answers kept
 *   below. The cart lives in the browser, so it works offline; checkout says it needs a connection.
 * - Hashed build files (/assets/): from the cache once there (their name changes with their content).
 * - Catalogue answers (products, categories, services…): from the network, so prices and stock are
 *   current; offline (or when the network fails), the last answer kept. Nothing else of /api is kept:
 *   no account, order, payment, sign-in or write ever goes into a cache.
 * - Pictures (/uploads/) and icons: from the cache at once, refreshed in the background.
 *
 * Updating: the build writes its version below (vite.config.ts, serviceWorkerBuild), so a new deploy
 * is a new worker. It installs beside the old one and takes over once no page of the old build is
 * open (no skipWaiting: an open page may still load a lazy chunk of its own build from the old cache);
 * on activation it deletes every cache of other builds.
 */
const build = { version: 'dev', precache: [] };

const appCache = `baobab-app-${build.version}`;
const dataCache = `baobab-data-${build.version}`;
const dataEntries = 300;
// The build's own index.html: no server render in it, so the browser draws whatever page it stands for.
const shell = '/index.html';
// Kept answers are told apart by their address alone (the language is in it); a page's Vary: Accept-Language must not hide it offline.
const anyVariant = { ignoreVary: true };

const catalogue = /^\/api\/(?:products(?:\/\d+)?|categories|events(?:\/\d+)?|services(?:\/\d+)?|shops|testimonials|countries|exchange-rates|delivery-methods|client-config)$/;
/** Addresses the server answers itself, never the client's router. */
const serverPages = /^\/(?:api|paydunya-api|paydunya-sim|uploads|assets)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(appCache).then((cache) => cache.addAll([shell, ...build.precache])));
});

self.addEventListener('activate', (event) => {
  const current = new Set([appCache, dataCache]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('baobab-') && !current.has(name)).map((name) => caches.delete(name))))
      // The page that installed this worker is served by it from now on, so its next requests are kept too.
      .then(() => self.clients.claim()),
  );
});

/** What the page loaded before this worker controlled it (src/app/service-worker.ts): kept by the same rules. */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const requests = event.data.urls.map((url) => new Request(url));
  event.waitUntil(Promise.all(requests.map((request) => handlerFor(request)?.(request).catch(() => undefined))));
});

self.addEventListener('fetch', (event) => {
  const handler = handlerFor(event.request);
  if (handler) event.respondWith(handler(event.request));
});

/** How a request is answered, or undefined to leave it to the network as if there were no worker. */
function handlerFor(request) {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || request.headers.has('authorization')) return undefined;
  if (request.mode === 'navigate') return serverPages.test(url.pathname) ? undefined : page;
  if (url.pathname.startsWith('/assets/')) return hashedFile;
  if (catalogue.test(url.pathname)) return catalogueAnswer;
  if (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/icons/') || url.pathname === '/favicon.svg') return picture;
  return undefined;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const kept = await caches.match(shell, anyVariant);
    if (kept) return kept;
    throw offline;
  }
}

async function hashedFile(request) {
  const kept = await caches.match(request, anyVariant);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(appCache)).put(request, response.clone());
  return response;
}

async function catalogueAnswer(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await keepData(request, response.clone());
    return response;
  } catch (offline) {
    const kept = await caches.match(request, anyVariant);
    if (kept) return kept;
    throw offline;
  }
}

/** Offline, a picture never seen before: the shop's leaf on its pale green, instead of a broken image. */
const missingPicture = () =>
  new Response(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f1f7f2"/><path d="M32 20c-6 0-10 4-10 8 0 3 2 6 6 6l-1 10h10l-1-10c4 0 6-3 6-6 0-4-4-8-10-8z" fill="#dcebdf"/></svg>',
    { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } },
  );

async function picture(request) {
  const kept = await caches.match(request, anyVariant);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) await keepData(request, response.clone());
    return response;
  });
  if (!kept) return fresh.catch(missingPicture);
  // Answered from the cache; the refresh finishes in the background (or fails quietly offline: the kept copy stands).
  fresh.catch(() => undefined);
  return kept;
}

/** Keeps an answer in the data cache, dropping the oldest beyond `dataEntries` (the catalogue stays small; pictures add up). */
async function keepData(request, response) {
  const cache = await caches.open(dataCache);
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - dataEntries)).map((key) => cache.delete(key)));
}
