/* global document, requestAnimationFrame -- a page's globals (the lint config gives plain .js files node's only) */
// The entry of a page the server rendered, started once the page has been drawn (server/seo/after-first-paint.ts).
// A frame, then a task: the paint is done by then. A tab opened in the background draws nothing until it is shown,
// and animation frames wait with it: the timer starts the entry anyway.
const { entry } = document.querySelector('script[data-entry]').dataset;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(entry).catch((error) => console.error("The shop's scripts could not start:", error));
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 200);
