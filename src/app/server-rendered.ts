/**
 * Taking over a page the server rendered (src/entry-server.tsx, server/seo): which language it was written in, and
 * the answers its queries had, put back in the query cache so the first render finds what the server found.
 */
import { pageStateElementId, type RenderedQuery } from '../domain/page-render';
import { ProductNotFound } from '../services/catalog';
import type { Locale } from '../services/i18n';
import { queryClient } from '../services/query-client';
import { early } from './first-screen';
import { CataloguePage, InfoPage, SearchPage, ServicePage } from './routes';

// Given to the takeover (boot.tsx): only a rendered page has parts that wait for the shopper to come near.
export { approached } from '../views/shared/approach';

/** The pages the server renders beyond the landing ones first-screen.ts loads (server/seo/spa-routes.ts). */
const renderedPages = [
  { path: /^\/products$/i, page: CataloguePage },
  { path: /^\/search$/i, page: SearchPage },
  { path: /^\/services\/[^/]+$/i, page: ServicePage },
];

/**
 * A rendered page's chunk (and an information page's own texts), so hydration finds it loaded and never falls back to
 * "loading" over the server's HTML. Here rather than in first-screen.ts: only a rendered page needs it, and this chunk
 * is out of the first-load JavaScript.
 */
export function loadRenderedPage(pathname: string, language: Locale): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const rendered = renderedPages.find((candidate) => candidate.path.test(path));
  if (rendered) return early(rendered.page.preload());
  if (!/^\/info\/[^/]+$/i.test(path)) return Promise.resolve();
  return early(
    Promise.all([InfoPage.preload(), import('../services/area-catalogs').then((area) => area.loadAreaCatalog(language, 'info'))]),
  );
}

/** The server's answers, dated now: the page shows them as fresh, as if it had just asked (a catalogue change renders anew). */
export function takeRenderedQueries(): void {
  const text = document.getElementById(pageStateElementId)?.textContent;
  if (!text) return;
  const now = Date.now();
  for (const { key, data, notFound } of JSON.parse(text) as RenderedQuery[]) {
    // Kept for the page's life: a part hydrated when the shopper scrolls to it (HydrateOnApproach), minutes later
    // maybe, must find the answer the server rendered it from, not an empty cache (React would draw it anew).
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: key, gcTime: Infinity });
    if (notFound === undefined) {
      queryClient.setQueryData(key, data, { updatedAt: now });
      continue;
    }
    const error = Object.assign(new ProductNotFound(undefined), { message: notFound });
    query.setState({ status: 'error', error, errorUpdatedAt: now, fetchStatus: 'idle' });
  }
}

/** A hydration React had to give up (the server's markup was not what the browser rendered): said, so tests see it. */
export function reportHydrationError(error: unknown): void {
  console.error('Hydration:', error);
}
