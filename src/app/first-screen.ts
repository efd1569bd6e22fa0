/**
 * What the first screen of the page being opened needs, asked for as soon as the entry runs, side
 * by side with the language's catalog, instead of one after the other (entry → catalog → route
 * chunk → API → images). The routes' lazy() imports and the pages' queries then find them under way
 * or done. Only the pages a shopper lands on most; any other page loads as before.
 */
import type { ContentLocale } from '../domain/api';
import { productQuery, productsQuery } from '../services/catalog';
import { queryClient } from '../services/queryClient';
import { checkoutPages } from './routes';

// A failed chunk is the route's own lazy() to report (it imports again); here it is only early.
const early = (chunk: Promise<unknown>) => void chunk.catch(() => undefined);

export function askForFirstScreen(pathname: string, locale: ContentLocale): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') {
    early(import('../views/home/HomePage'));
    void queryClient.prefetchQuery(productsQuery(locale));
    return;
  }
  const details = /^\/details\/([^/]+)$/i.exec(path);
  if (details) {
    early(import('../views/product/ProductPage'));
    void queryClient.prefetchQuery(productQuery(locale, details[1]));
    return;
  }
  if (checkoutPages.test(path)) {
    early(import('./CheckoutRoutes'));
    // The cart is lazy inside CheckoutRoutes: asked for only once that chunk ran, one round trip later.
    if (/^\/shopping-cart$/i.test(path)) {
      early(import('../views/cart/CartPage'));
      // Its suggestions (above the fold while the cart is short) share the catalogue request: the page's largest paint.
      void queryClient.prefetchQuery(productsQuery(locale));
    }
  }
}
