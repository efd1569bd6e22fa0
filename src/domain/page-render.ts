/**
 * What the server asks of the shop's own renderer (src/entry-server.tsx, built beside the browser app) and what it
 * gets back: the contract between the two sides, which share no other code.
 */
import type { ApiLocale } from './api';

/** The cookie a shopper's chosen language is kept in, for the server to write her next page in it. */
export const localeCookieName = 'lang';

/** The data the page was rendered with, read by the browser before it hydrates (a JSON script, never run). */
export const pageStateElementId = 'page-state';

/** One query of the page, as the browser's query cache takes it back. */
export interface RenderedQuery {
  key: readonly unknown[];
  data?: unknown;
  /** The page said "not found" (a product id nobody has): the browser says it too, without asking again. */
  notFound?: string;
}

export interface PageRenderRequest {
  /** Path and query, as the shopper's address has them. */
  url: string;
  locale: ApiLocale;
  /** Answers the API requests the page's queries make, in the server's own process. */
  answerApi(request: Request): Promise<Response>;
}

export interface RenderedPageBody {
  /** The inside of `<div id="root">`. */
  html: string;
  queries: RenderedQuery[];
  /** The API addresses the page's queries read (path and query): the browser's service worker keeps their answers. */
  answers: string[];
}

export type RenderShopPage = (request: PageRenderRequest) => Promise<RenderedPageBody>;
