/**
 * What the first screen of the page being opened needs, asked for as soon as the entry runs, side
 * by side with the language's catalog, instead of one after the other (entry → catalog → route
 * chunk → API → images). The pages' queries then find their data under way or done. Only the pages
 * a shopper lands on most; any other page loads as before.
 *
 * A page the server rendered came with its answers (server-rendered.ts puts them back): `data: false` asks for its
 * chunks only, where asking for the answers again was a second download of the catalogue on every first visit.
 *
 * The returned promise settles once the page's chunks are loaded (or failed: the page's own lazy
 * import reports that): main.tsx renders after it, so the page renders at once instead of showing
 * "loading" first and its content 300 ms later (see lazyPage).
 */
import type { ContentLocale } from '../domain/api';
import { productQuery, productsQuery } from '../services/catalog';
import { queryClient } from '../services/query-client';
import { checkoutPages, CheckoutRoutes, HomePage, ProductPage } from './routes';

// A failed chunk is the route's own lazy import to report (it imports again); here it is only early.
export const early = (chunk: Promise<unknown>): Promise<void> =>
  chunk.then(
    () => undefined,
    () => undefined,
  );

export function askForFirstScreen(pathname: string, locale: ContentLocale, { data = true } = {}): Promise<void> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const prefetch = (ask: () => Promise<void>) => {
    if (data) void ask();
  };
  if (path === '/') {
    prefetch(() => queryClient.prefetchQuery(productsQuery(locale)));
    return early(HomePage.preload());
  }
  const details = /^\/details\/([^/]+)$/i.exec(path);
  if (details) {
    prefetch(() => queryClient.prefetchQuery(productQuery(locale, details[1])));
    return early(ProductPage.preload());
  }
  if (!checkoutPages.test(path)) return Promise.resolve();
  if (!/^\/shopping-cart$/i.test(path)) return early(CheckoutRoutes.preload());
  // Its suggestions (above the fold while the cart is short) share the catalogue request: the page's largest paint.
  prefetch(() => queryClient.prefetchQuery(productsQuery(locale)));
  // The cart is lazy inside CheckoutRoutes: asked for beside it, not once that chunk ran (one round trip later).
  const cartChunk = import('../views/cart/cart-page');
  const cartPage = CheckoutRoutes.preload()
    .then(() => import('./checkout-routes'))
    .then((routes) => routes.CartPage.preload());
  return early(Promise.all([cartChunk, cartPage]));
}
