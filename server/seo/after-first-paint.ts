/**
 * A page the server rendered is read before any script runs, so its scripts wait until it has been drawn: the built
 * page's entry tag becomes public/after-first-paint.js, which imports the entry once the browser has painted. On a
 * phone's slow link the entry (~100 KB) and the page's chunks no longer share the bandwidth with the HTML, the styles
 * and the largest picture, and evaluating and hydrating them no longer holds the first paint (issue 23; measured in
 * docs/decisions/server-rendering.md). The bare shell's pages keep the entry as built: without it they show nothing.
 *
 * The built page also preloads the shop's own chunk, which the entry imports once React has run (src/main.tsx): on a
 * rendered page that preload waits too, and after-first-paint.js asks for it beside the entry (`data-shell`), with the
 * language's texts and the page's own chunks (first-screen.json). Asked for there, they leave with the entry instead of
 * once it ran, and the entry's dynamic imports find them asked for: on /shopping-cart, Vite's preloading of ~30 chunks
 * inside the entry's first task had made it a long task (issue 23). after-first-paint.js asks for them eight per task.
 */
export const afterFirstPaintScript = '/after-first-paint.js';

const entryTag = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const shellPreload = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The page with its scripts started after the first paint; a page without the built entry tag is left as it is.
 * `pageScripts`: the chunks this page's first screen imports, asked for with the shop's own chunk.
 */
export function scriptsAfterFirstPaint(html: string, pageScripts: readonly string[] = []): string {
  if (!entryTag.test(html)) return html;
  const shell = [...new Set([...[...html.matchAll(shellPreload)].map((match) => match[1]), ...pageScripts])];
  const shellAttribute = shell.length > 0 ? ` data-shell="${shell.join(' ')}"` : '';
  return html
    .replace(shellPreload, '')
    .replace(
      entryTag,
      (_, entry: string) => `<script type="module" src="${afterFirstPaintScript}" data-entry="${entry}"${shellAttribute}></script>`,
    );
}
