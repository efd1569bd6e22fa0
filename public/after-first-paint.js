/* global document, requestAnimationFrame -- a page's globals (the lint config gives plain .js files node's only) */
// The entry of a page the server rendered, started once the page has been drawn (server/seo/after-first-paint.ts): when
// the browser reports its first contentful paint. A browser that does not report paints starts it after a frame; a
// tab opened in the background draws nothing until it is shown, and the last timer starts the entry anyway.
// The shop's own chunk (data-shell), which the entry imports once React has run, is asked for beside it.
const { entry, shell = '' } = document.querySelector('script[data-entry]').dataset;
// Each link asks the browser for a file, ~0.5 ms of main thread apiece (~2 ms on a phone): the cart's ~30 in one task
// made a long one, input waited behind it (Lighthouse's TBT). They are added a few at a time, a task each, in order.
const linksPerTask = 8;
const preload = (hrefs) => {
  for (const href of hrefs.slice(0, linksPerTask)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > linksPerTask) setTimeout(() => preload(hrefs.slice(linksPerTask)));
};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  preload(shell.split(' ').filter(Boolean));
  import(entry).catch((error) => console.error("The shop's scripts could not start:", error));
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((paints, observer) => {
    if (!paints.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
setTimeout(start, 3000);
