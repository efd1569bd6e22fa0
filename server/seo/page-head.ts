/**
 * What the head of a page says — title, description, canonical address, picture — for the pages a
 * shopper shares: products, services, the information pages and the home page. Other pages of the
 * shop get its own title and description; an unknown address gets the not-found title (status 404).
 */
import type { ApiLocale } from '../../src/domain/api';
import { isInfoSlug } from '../../src/domain/information-pages';
import { idParams } from '../http/params';
import { infoHeads, notFoundTitle, pageNames, pageTitle, shopDescription, siteName } from './head-texts';
import type { MatchedRoute } from './spa-routes';

export interface HeadImage {
  /** As stored: a path under /uploads or an absolute URL. */
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface PageHead {
  status: 200 | 404;
  locale: ApiLocale;
  /** The whole <title>. */
  title: string;
  description: string;
  /** The page's path when it is worth sharing and indexing (canonical, og:url, hreflang); null otherwise. */
  sharedPath: string | null;
  ogType: 'website' | 'product';
  image: HeadImage | null;
}

/** A product's or service's words and picture in one content language, as the catalogue holds them. */
export interface ItemFacts {
  name: string;
  description: string;
  image: HeadImage | null;
}

export interface ItemSource {
  product(id: number, locale: ApiLocale): Promise<ItemFacts | null>;
  service(id: number, locale: ApiLocale): Promise<ItemFacts | null>;
}

/** A description short enough for a search result or a chat preview: the first ~160 characters, cut at a word. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.—-]+$/, '')}…`;
}

export function shopHead(locale: ApiLocale, sharedPath: string | null): PageHead {
  return { status: 200, locale, title: siteName, description: shopDescription[locale], sharedPath, ogType: 'website', image: null };
}

export function notFoundHead(locale: ApiLocale): PageHead {
  return { ...shopHead(locale, null), status: 404, title: pageTitle(notFoundTitle[locale]) };
}

function itemHead(facts: ItemFacts, locale: ApiLocale, sharedPath: string, ogType: PageHead['ogType']): PageHead {
  return {
    status: 200,
    locale,
    title: pageTitle(facts.name),
    description: summary(facts.description),
    sharedPath,
    ogType,
    image: facts.image,
  };
}

/** The id in /details/{id} or /services/{id}, checked as the API checks it; anything else names nothing. */
const idOf = (param: string | undefined) => {
  const parsed = idParams.safeParse({ id: param });
  return parsed.success ? parsed.data.id : null;
};

export async function pageHead(route: MatchedRoute | null, locale: ApiLocale, items: ItemSource): Promise<PageHead> {
  if (!route) return notFoundHead(locale);
  switch (route.kind) {
    case 'home':
      return shopHead(locale, '/');
    case 'page':
      // Named as the client names it once it runs (cart, account…), in the page's language.
      return route.title ? { ...shopHead(locale, null), title: pageTitle(pageNames[locale][route.title]) } : shopHead(locale, null);
    case 'info': {
      const slug = route.param?.toLowerCase();
      if (!isInfoSlug(slug)) return notFoundHead(locale);
      const { title, description } = infoHeads[locale][slug];
      return { ...shopHead(locale, `/info/${slug}`), title: pageTitle(title), description };
    }
    case 'product':
    case 'service': {
      const id = idOf(route.param);
      const facts = id === null ? null : await items[route.kind](id, locale);
      if (id === null || !facts) return notFoundHead(locale);
      return route.kind === 'product'
        ? itemHead(facts, locale, `/details/${id}`, 'product')
        : itemHead(facts, locale, `/services/${id}`, 'website');
    }
  }
}
