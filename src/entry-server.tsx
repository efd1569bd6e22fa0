/**
 * The shop's first screen rendered by the server (issue 23): the same tree the browser renders (src/app/shop-tree.tsx)
 * for one address and language, with the data its queries ask for, as HTML the browser then hydrates in place.
 * Built by Vite beside the browser app (vite.config.ts, serverRenderer) and loaded by the server (server/seo).
 *
 * The Lingui instance and the query cache are the browser's singletons (the views read them directly), so renders
 * run one at a time; the server keeps what it rendered, so this is paid once per page, language and catalogue.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { ReactElement } from 'react';
import type { Query } from '@tanstack/react-query';
import { ShopTree } from './app/shop-tree';
import type { PageRenderRequest, RenderedPageBody, RenderedQuery, RenderShopPage } from './domain/page-render';
import { routeApiTo } from './services/api';
import { ProductNotFound } from './services/catalog';
import { activateLocale } from './services/i18n';
import { queryClient } from './services/query-client';

/** A page whose queries ask for more after their answers came (a list, then its items) gets as many rounds, no more. */
const maxRounds = 3;
const emptyRoot = { cart: { items: [] }, wishlist: { items: [] } };

/** Whether a query the render made would fetch in the browser now: its `enabled` (true unless said otherwise). */
function wouldFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const onError = (error: unknown) => void console.error('server render:', error);

/**
 * Renders the tree and waits for every lazy page and part it reaches (prerender); the queries the render made are
 * then in the cache. Its HTML is not kept: React outlines large boundaries there, to be revealed by inline scripts,
 * which the page's CSP refuses and a browser without JavaScript never runs.
 */
async function reachEverything(shop: ReactElement): Promise<void> {
  const { prelude } = await prerender(shop, { onError });
  await new Response(prelude).arrayBuffer();
}

function renderedQueries(): RenderedQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query): RenderedQuery[] => {
      // An area's texts (useCatalog) are code, not data: the browser loads them before hydrating (app/first-screen.ts).
      if (query.queryKey[0] === 'catalog') return [];
      const { status, data, error } = query.state;
      if (status === 'success') return [{ key: query.queryKey, data }];
      if (error instanceof ProductNotFound) return [{ key: query.queryKey, notFound: error.message }];
      return [];
    });
}

async function renderAlone({ url, locale, answerApi }: PageRenderRequest): Promise<RenderedPageBody> {
  const address = new URL(url, 'http://shop.invalid');
  const answers = new Set<string>();
  routeApiTo({
    prefixUrl: `${address.origin}/api`,
    fetch: (request) => {
      const asked = new URL(request.url);
      answers.add(`${asked.pathname}${asked.search}`);
      return answerApi(request);
    },
  });
  await activateLocale(locale);
  queryClient.clear();
  try {
    const shop = <ShopTree input={emptyRoot} ssrPath={address.pathname} ssrSearch={address.search.replace(/^\?/, '')} />;
    for (let round = 0; round < maxRounds; round += 1) {
      await reachEverything(shop);
      const asked = queryClient.getQueryCache().getAll().filter(wouldFetch);
      if (asked.length === 0) break;
      // A failed read stays failed in the cache: the page shows its error state, and the browser asks again.
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
    // Every lazy part is loaded and every answer is in: one synchronous render gives the whole page, inline.
    return { html: renderToString(shop), queries: renderedQueries(), answers: [...answers] };
  } finally {
    queryClient.clear();
  }
}

let previous: Promise<unknown> = Promise.resolve();

export const renderShopPage: RenderShopPage = (request) => {
  const next = previous.then(() => renderAlone(request));
  previous = next.catch(() => undefined);
  return next;
};
