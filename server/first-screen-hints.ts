/**
 * `Link: <…>; rel=modulepreload` for the page being opened, sent with its HTML: the browser fetches the
 * language's texts, the page's chunks and its catalogue answer beside the entry script, instead of one
 * round trip after the entry ran (entry → texts, page chunk and API → render → pictures). Which chunks: first-screen.json, written by the
 * build (vite.config.ts, firstScreenChunks); without it, no hints and the page loads as before. A page the server
 * rendered gets only its styles and largest picture: its scripts come once it is drawn (seo/after-first-paint.ts).
 *
 * The pages and the language rule mirror src/app/first-screen.ts and src/services/i18n.ts
 * (detectLocale). A shopper's own choice of language lives in the browser's storage, which the server
 * never sees: that shopper may get the texts of the browser's language preloaded in vain (one small file).
 */
import { readFile } from 'node:fs/promises';
import { recentStat } from './recent-stat';
import path from 'node:path';
import { z } from 'zod';
import { contentLocaleOf } from '../src/domain/api';
import { firstCardPicture } from './first-screen-picture';
import { requestedLocale } from './seo/page-locale';

const fileList = z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/));
const firstScreenFileSchema = z.object({
  shell: z.object({ scripts: fileList, styles: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)) }),
  pages: z.object({ home: fileList, product: fileList, cart: fileList }),
  /** What checks a landing page's catalogue answer (its schemas and zod): needed once the browser asks for the answer. */
  answerChecks: fileList,
  locales: z.object({ fr: fileList, en: fileList, ar: fileList }),
});
export type FirstScreenFile = z.infer<typeof firstScreenFileSchema>;

export type Page = keyof FirstScreenFile['pages'];
type Locale = keyof FirstScreenFile['locales'];

/**
 * The catalogue answer each landing page asks for first, at the address the client builds for it
 * (src/services/catalog.ts productsQuery and productQuery; e2e/first-load.spec.ts checks the page's
 * request is the hinted one). Preloaded, it leaves with the entry instead of after it ran; the
 * client's fetch then takes the preloaded answer.
 */
const catalogueList = (content: string) =>
  `/api/products?${new URLSearchParams({ populate: 'image', 'pagination[pageSize]': '100', locale: content })}`;
/** The id the client reads from the address (src/services/api.ts parseRouteId), as it writes it back ('007' → '7'); '' when it asks for nothing. */
const productId = (raw: string) => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? String(Number(raw)) : '');
const oneProduct = (content: string, id: string) => `/api/products/${id}?${new URLSearchParams({ populate: 'image', locale: content })}`;

/** The address of a product's first picture (the details page's main image and largest paint), or null/undefined when it has none. */
export type ProductPicture = (id: number, content: 'fr' | 'en') => Promise<string | null | undefined>;

/** The API's answer at a catalogue address (the one the page asks for first), or undefined when it has none. */
export type CatalogueAnswer = (address: string) => Promise<unknown>;

const landingPages: { path: RegExp; page: Page; request: (content: string, match: RegExpExecArray) => string | undefined }[] = [
  { path: /^\/$/, page: 'home', request: catalogueList },
  // Only an id the client asks for; with any other it shows not-found without a request.
  {
    path: /^\/details\/([^/]+)$/i,
    page: 'product',
    request: (content, [, raw = '']) => (productId(raw) ? oneProduct(content, productId(raw)) : undefined),
  },
  { path: /^\/shopping-cart$/i, page: 'cart', request: catalogueList },
];

/** The page an address opens (its trailing slashes dropped), and the landing page it is, if it is one. */
function landingPageAt(urlPath: string) {
  const pagePath = urlPath.replace(/\/+$/, '') || '/';
  return { pagePath, landing: landingPages.find((candidate) => candidate.path.test(pagePath)) };
}

/** The interface language the client picks on a first visit: the browser's first language if the shop speaks it, else English. */
export function firstVisitLocale(acceptLanguage: string | undefined): Locale {
  const primary = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary === 'fr' || primary === 'ar' || primary === 'en' ? primary : 'en';
}

/**
 * The page's language as the client will pick it (src/main.tsx): a shared link's `?lang=` first (what the
 * page's head is written in too, server/seo/page-locale.ts), else the browser's. Without `?lang=`, an English
 * link opened by a French browser preloaded the French texts and the French catalogue answer, then the page
 * fetched the English ones.
 */
export function pageLanguage(lang: unknown, acceptLanguage: string | undefined): Locale {
  return requestedLocale(lang) ?? firstVisitLocale(acceptLanguage);
}

export async function linkHeader(
  chunks: FirstScreenFile,
  urlPath: string,
  locale: Locale,
  productPicture?: ProductPicture,
  catalogueAnswer?: CatalogueAnswer,
  { rendered = false }: { rendered?: boolean } = {},
): Promise<string | undefined> {
  const { pagePath, landing } = landingPageAt(urlPath);
  // Other pages (account, info, back office…) load as before.
  if (!landing) return undefined;
  const content = contentLocaleOf(locale);
  const request = landing.request(content, landing.path.exec(pagePath)!);
  // A product page's main picture is its largest paint: asked for with the HTML, not once the product's answer came and rendered.
  const id = landing.page === 'product' ? productId(landing.path.exec(pagePath)?.[1] ?? '') : '';
  const picture =
    id && productPicture
      ? await productPicture(Number(id), content)
      : landing.page !== 'product' && request && catalogueAnswer
        ? firstCardPicture(landing.page, await catalogueAnswer(request))
        : undefined;
  // The styles first: the page is drawn with them.
  const styles = chunks.shell.styles.map((file) => `<${file}>; rel=preload; as=style; crossorigin`);
  const image = picture ? [`<${encodeURI(picture)}>; rel=preload; as=image; fetchpriority=high`] : [];
  // A page the server rendered is read before its scripts run, and carries its answers: its scripts are asked for once
  // it is drawn (server/seo/after-first-paint.ts), so the HTML, styles and largest picture have the phone's link to
  // themselves; hinted here, they would download beside them.
  if (rendered) return [...styles, ...image].join(', ');
  // The entry beside the styles (the page's own tags come later, behind these on the browser's few connections), then the data.
  return [
    // crossorigin as the page's own <link rel=stylesheet crossorigin>, or the browser downloads the styles twice.
    ...styles,
    ...chunks.shell.scripts.map((file) => `<${file}>; rel=modulepreload`),
    ...(request ? [`<${request}>; rel=preload; as=fetch; crossorigin`] : []),
    ...image,
    // This page asks for its answer: what checks it comes with the page's chunks.
    ...[...new Set([...firstScreenScripts(chunks, urlPath, locale), ...chunks.answerChecks])].map((file) => `<${file}>; rel=modulepreload`),
  ].join(', ');
}

/**
 * The chunks a page's first screen imports once its entry runs: the language's texts, and a landing page's own chunks.
 * Not the checks of its catalogue answer: a page the server rendered carries its answers (the hints of one that is not
 * add them, linkHeader).
 */
export function firstScreenScripts(chunks: FirstScreenFile, urlPath: string, locale: Locale): string[] {
  const { landing } = landingPageAt(urlPath);
  return [...chunks.locales[locale], ...(landing ? chunks.pages[landing.page] : [])];
}

export interface FirstScreenHints {
  /**
   * The Link header for a page, or undefined (not a landing page, or a build without first-screen.json).
   * `lang` is the address's `?lang=`, which wins over the browser's language as it does in the client.
   */
  for(urlPath: string, acceptLanguage: string | undefined, lang?: unknown, options?: { rendered?: boolean }): Promise<string | undefined>;
  /** The chunks the page's first screen imports in `locale` (firstScreenScripts); none for a build without first-screen.json. */
  scripts(urlPath: string, locale: Locale): Promise<string[]>;
}

/** Keeps what `make` made under `key` until the catalogue changes (CatalogueCache.remember). */
export type RememberWithCatalogue = <V>(key: string, make: () => V) => V;

/**
 * `remember`: where a page's header is kept once made, until the catalogue changes (its picture and first answer come
 * from it): made at each request, it was ~4% of a process serving cached pages under load (issue 23's profile).
 */
export function firstScreenHints(
  staticDir: string,
  productPicture?: ProductPicture,
  catalogueAnswer?: CatalogueAnswer,
  remember: RememberWithCatalogue = (_key, make) => make(),
): FirstScreenHints {
  const chunksFile = path.join(staticDir, 'first-screen.json');
  let held: { stamp: number; chunks: FirstScreenFile } | undefined;

  /** The file as built; read again when a new build replaced it. */
  async function currentChunks(): Promise<typeof held | null> {
    const file = await recentStat(chunksFile);
    if (!file) return null;
    if (held?.stamp !== file.mtimeMs) {
      held = { stamp: file.mtimeMs, chunks: firstScreenFileSchema.parse(JSON.parse(await readFile(chunksFile, 'utf8'))) };
    }
    return held;
  }

  return {
    async for(urlPath, acceptLanguage, lang, options) {
      const built = await currentChunks();
      if (!built) return undefined;
      const locale = pageLanguage(lang, acceptLanguage);
      // Per build, language, kind of answer and address: all the header depends on besides the catalogue.
      return remember(`first-screen link ${built.stamp} ${locale} ${options?.rendered === true} ${urlPath}`, () =>
        linkHeader(built.chunks, urlPath, locale, productPicture, catalogueAnswer, options),
      );
    },
    async scripts(urlPath, locale) {
      const built = await currentChunks();
      return built ? firstScreenScripts(built.chunks, urlPath, locale) : [];
    },
  };
}
