/**
 * The paths the web client (src/app/app.tsx and the routers nested in it) shows a page for, in
 * wouter's syntax: the server answers 200 for these and 404 with the same HTML for any other.
 * spa-routes.test.ts reads the client's routers and fails when the two lists differ.
 */

import type { PageName } from './head-texts';

/** What the server knows how to describe in the page's head; any other route gets the shop's own head. */
export type PageKind = 'home' | 'product' | 'service' | 'info' | 'page';

export interface SpaRoute {
  /** `:name` is one path segment; a trailing `/*` is the path itself or anything below it. */
  readonly pattern: string;
  readonly kind: PageKind;
  /** A plain page's name in its <title>, by its English message id (head-texts.ts pageNames; the client's src/app/page-titles.ts). */
  readonly title?: PageName;
  /**
   * The server renders the page's first screen (src/entry-server.tsx), with the query it was asked with (the list's
   * sort and filters, the search's words) or without. Products, services, information pages, home and not-found are
   * always rendered; a plain page only when it says so. The cart is rendered around its lines, which only the browser
   * knows (a placeholder until it takes over, src/views/cart/cart-page.tsx); the other pages of the shopper's own
   * (checkout, account, wishlist…) are the bare shell.
   */
  readonly rendered?: 'with query' | 'alone';
}

export const spaRoutes: readonly SpaRoute[] = [
  { pattern: '/', kind: 'home' },
  { pattern: '/details/:id', kind: 'product' },
  { pattern: '/favoris', kind: 'page', title: 'Wishlist' },
  { pattern: '/shopping-cart', kind: 'page', title: 'Shopping cart', rendered: 'alone' },
  { pattern: '/verify', kind: 'page', title: 'Your details' },
  { pattern: '/payment', kind: 'page', title: 'Payment' },
  { pattern: '/payment/confirmation', kind: 'page', title: 'Confirmation' },
  { pattern: '/orders/:id', kind: 'page', title: 'My orders' },
  { pattern: '/services/:id', kind: 'service' },
  { pattern: '/orders', kind: 'page', title: 'My orders' },
  { pattern: '/account', kind: 'page', title: 'My account' },
  { pattern: '/info/:slug', kind: 'info' },
  { pattern: '/products', kind: 'page', title: 'Our products', rendered: 'with query' },
  { pattern: '/search', kind: 'page', title: 'Search results', rendered: 'with query' },
  // A nested router (sign-in, flow studio, back office) decides about the paths below its own.
  { pattern: '/auth/*', kind: 'page', title: 'Sign in' },
  { pattern: '/flows/*', kind: 'page', title: 'Flow studio' },
  { pattern: '/admin/*', kind: 'page', title: 'Back office' },
];

export interface MatchedRoute {
  readonly kind: PageKind;
  readonly title?: PageName;
  /** The one `:name` segment of the pattern (product id, info slug…), decoded; undefined when it has none. */
  readonly param: string | undefined;
  /** Whether the server renders its first screen, and with its query or without. */
  readonly rendered: 'with query' | 'alone' | false;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** As wouter (regexparam) matches: case ignored, one optional trailing slash. */
function toRegExp(pattern: string): RegExp {
  const below = pattern.endsWith('/*');
  const fixed = below ? pattern.slice(0, -2) : pattern;
  const body = fixed
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
    .join('/')
    .replace(/\/$/, '');
  return new RegExp(`^${body}${below ? '(?:/.*)?' : '/?'}$`, 'i');
}

const compiled = spaRoutes.map((route) => ({ route, regExp: toRegExp(route.pattern) }));

function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The client route `urlPath` (no query) falls under, or null when the client shows its not-found page. */
export function matchSpaRoute(urlPath: string): MatchedRoute | null {
  const path = urlPath === '' ? '/' : urlPath;
  for (const { route, regExp } of compiled) {
    const found = regExp.exec(path);
    if (!found) continue;
    const rendered = route.rendered ?? (route.kind === 'page' ? false : 'alone');
    return { kind: route.kind, param: decodeSegment(found[1]), rendered, ...(route.title ? { title: route.title } : {}) };
  }
  return null;
}
