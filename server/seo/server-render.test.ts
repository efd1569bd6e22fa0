/**
 * The shopper's first screens as the server sends them (issue 23): the HTML holds what the page shows — in French,
 * English and Arabic (right to left) — and is kept per page and language until the catalogue changes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiLocale } from '../../src/domain/api';
import { formatMoney, intlLocaleOf } from '../../src/domain/money';
import { pageStateElementId, type RenderedQuery } from '../../src/domain/page-render';
import { adminProduct, editProduct } from '../admin/catalogue/service';
import type { FirstScreenFile } from '../first-screen-hints';
import { products, services } from '../db/schema';
import { builtClientDir } from '../test-support/built-client';
import { createTestApp, sourceShopRenderer, type TestApp } from '../test-support/app';
import { infoHeads } from './head-texts';
import type { ShopRendererSource } from './shop-renderer';

let t: TestApp;
let client: Awaited<ReturnType<typeof builtClientDir>>;
let renders = 0;
const countingRenderer: ShopRendererSource = async () => {
  const render = await sourceShopRenderer();
  return (
    render &&
    ((request) => {
      renders += 1;
      return render(request);
    })
  );
};

// What the build lists for the first screens (vite.config.ts, firstScreenChunks).
const firstScreen: FirstScreenFile = {
  shell: { scripts: ['/assets/index-abc123.js', '/assets/shop456.js'], styles: ['/assets/index-abc123.css'] },
  pages: { home: ['/assets/home-h1.js'], product: ['/assets/product-p1.js', '/assets/share-p2.js'], cart: ['/assets/cart-c1.js'] },
  locales: { fr: ['/assets/messages-fr1.js'], en: ['/assets/messages-en1.js'], ar: ['/assets/messages-ar1.js'] },
  answerChecks: ['/assets/schemas-s1.js'],
};

beforeAll(async () => {
  client = await builtClientDir('baobab-server-render-', 'Baobab');
  await writeFile(path.join(client.dir, 'first-screen.json'), JSON.stringify(firstScreen));
  t = await createTestApp({ env: { STATIC_DIR: client.dir }, renderer: countingRenderer });
  // The first render compiles the whole shop from its sources (the build does it once, before any request).
  await get('/');
}, 180_000);
afterAll(async () => {
  await t?.close();
  await client.remove();
});

const languages: ApiLocale[] = ['fr', 'en', 'ar'];
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** What the shopper reads: the inside of #root with tags, comments and entities taken out. */
function visibleText(html: string): string {
  return textOf(
    /<div id="root" data-rendered="[a-z]+" data-answers="[^"]*">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '',
  );
}

function textOf(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
const cartHeadings: Record<ApiLocale, string> = { fr: 'Panier', en: 'Shopping cart', ar: 'سلة التسوق' };
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const names = (locale: ApiLocale, rows: { nameFr: string; nameEn: string }[]) =>
  rows.map((row) => (locale === 'en' ? row.nameEn : row.nameFr));

async function page(url: string, locale: ApiLocale) {
  const response = await get(url, { 'accept-language': locale });
  const html = response.body;
  return { response, html, text: visibleText(html) };
}

describe.each(languages)('a first screen in %s', (locale) => {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';

  it('home: the best sellers and categories, in the page language and direction', async () => {
    const { response, html, text } = await page('/', locale);
    expect(response.statusCode).toBe(200);
    expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
    expect(html).toContain(`<div id="root" data-rendered="${locale}" data-answers="`);
    const all = names(locale, await t.database.db.select().from(products).orderBy(asc(products.id)));
    expect(all.filter((name) => text.includes(flat(name))).length).toBeGreaterThanOrEqual(8);
  });

  it('a product: its name, price in F CFA as shown, description and a link to its category', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.id, 1));
    if (!product) throw new Error('the seed has no product 1');
    const { response, text, html } = await page('/details/1', locale);
    expect(response.statusCode).toBe(200);
    expect(text).toContain(flat(locale === 'en' ? product.nameEn : product.nameFr));
    const price = formatMoney(product.price, 'XOF', intlLocaleOf(locale));
    expect(price).toMatch(/F\s?CFA/);
    expect(text).toContain(flat(price));
    expect(text).toContain(flat(locale === 'en' ? product.descriptionEn : product.descriptionFr).slice(0, 80));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/products\\?category=${product.categoryId}"`));
    // The page's data comes with it, so the browser's first render finds what the server found.
    const state = new RegExp(`<script type="application/json" id="${pageStateElementId}">([^<]*)</script>`).exec(html)?.[1] ?? '[]';
    const queries = JSON.parse(state) as RenderedQuery[];
    expect(queries.map((query) => query.key)).toContainEqual(['product', locale === 'en' ? 'en' : 'fr', 1]);
    // The similar products below it are its category's, not the whole catalogue list's (two thirds of the page when it was).
    const content = locale === 'en' ? 'en' : 'fr';
    expect(queries.map((query) => query.key)).toContainEqual(['products', content, { category: product.categoryId }]);
    expect(queries.map((query) => query.key)).not.toContainEqual(['products', content]);
  });

  it('the products list, sorted by its address', async () => {
    const { response, text } = await page('/products?sort=price-asc', locale);
    expect(response.statusCode).toBe(200);
    const cheapest = await t.database.db.select().from(products).orderBy(asc(products.price), asc(products.id)).limit(3);
    const shown = names(locale, cheapest).map(flat);
    const positions = shown.map((name) => text.indexOf(name));
    expect(positions.every((position) => position >= 0)).toBe(true);
  });

  it('search results for the words in the address', async () => {
    const { response, text } = await page('/search?q=moringa', locale);
    expect(response.statusCode).toBe(200);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, 1));
    expect(text).toContain(flat(locale === 'en' ? (product?.nameEn ?? '?') : (product?.nameFr ?? '?')));
  });

  it('a service: its name', async () => {
    const [service] = await t.database.db.select().from(services).orderBy(asc(services.id)).limit(1);
    if (!service) throw new Error('the seed has no service');
    const { response, text } = await page(`/services/${service.id}`, locale);
    expect(response.statusCode).toBe(200);
    expect(text).toContain(flat(locale === 'en' ? service.nameEn : service.nameFr));
  });

  it('an information page: its heading', async () => {
    const { response, text } = await page('/info/about', locale);
    expect(response.statusCode).toBe(200);
    expect(text).toContain(infoHeads[locale].about.title);
  });

  it('the cart: its heading and suggestions; its lines wait, unseen, for the browser that holds them', async () => {
    const { response, html, text } = await page('/shopping-cart', locale);
    expect(response.statusCode).toBe(200);
    expect(html).toContain(`<div id="root" data-rendered="${locale}" data-answers="`);
    const all = names(locale, await t.database.db.select().from(products));
    expect(all.filter((name) => text.includes(flat(name))).length).toBeGreaterThanOrEqual(4);
    // Above the suggestions, the shopper reads the heading alone: the empty cart's box only holds the place of lines
    // the server cannot know, unseen and unread, so a full cart never flashes "empty".
    const cart = /<main[^>]*>([\s\S]*?)<section/.exec(html)?.[1] ?? '';
    expect(cart).toMatch(/<div aria-hidden="true" class="invisible"><div class="flex flex-col[^"]*border-dashed/);
    const shown = cart.replace(/<div aria-hidden="true" class="invisible">[\s\S]*$/, '').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(textOf(shown).trim()).toBe(cartHeadings[locale]);
  });

  it('a product nobody has: 404 with the not-found page rendered', async () => {
    const missing = await page('/details/999999', locale);
    expect(missing.response.statusCode).toBe(404);
    expect(missing.html).toContain(`<div id="root" data-rendered="${locale}" data-answers="`);
    const unknown = await page('/no-such-page', locale);
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.html).toContain(`<div id="root" data-rendered="${locale}" data-answers="`);
    // Both say so in words, with a way home.
    expect(missing.html).toMatch(/<a [^>]*href="\/"/);
    expect(unknown.html).toMatch(/<a [^>]*href="\/"/);
  });
});

describe('the language of a rendered page', () => {
  it('follows ?lang=, then the shopper’s cookie, then Accept-Language', async () => {
    expect((await get('/', { 'accept-language': 'en', cookie: 'theme=x; lang=ar' })).body).toContain('<html lang="ar" dir="rtl">');
    expect((await get('/?lang=fr', { 'accept-language': 'en', cookie: 'lang=ar' })).body).toContain('<html lang="fr" dir="ltr">');
    expect((await get('/', { 'accept-language': 'en', cookie: 'lang=xx' })).body).toContain('<html lang="en" dir="ltr">');
  });
});

describe('the shopper’s own pages', () => {
  it('stay the bare shell: the checkout, the wishlist and the account are drawn by the browser', async () => {
    for (const url of ['/verify', '/favoris', '/account', '/auth/login']) {
      const { html } = await page(url, 'fr');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(pageStateElementId);
    }
  });
});

describe('the scripts of a page', () => {
  const entryTag = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
  const shopPreload = '<link rel="modulepreload" crossorigin href="/assets/shop456.js">';

  it('a rendered page starts its entry, the shop’s chunk, its texts and its own chunks once drawn (not what checks a catalogue answer: its answers are in it); neither its HTML nor its Link header preloads a script', async () => {
    const asked: Record<string, string> = {
      '/': '/assets/shop456.js /assets/messages-fr1.js /assets/home-h1.js',
      '/details/1': '/assets/shop456.js /assets/messages-fr1.js /assets/product-p1.js /assets/share-p2.js',
      '/info/about': '/assets/shop456.js /assets/messages-fr1.js',
      '/shopping-cart': '/assets/shop456.js /assets/messages-fr1.js /assets/cart-c1.js',
    };
    for (const [url, shell] of Object.entries(asked)) {
      const { html, response } = await page(url, 'fr');
      expect(html).not.toContain(entryTag);
      expect(html).not.toContain('modulepreload');
      expect(html).toContain(
        `<script type="module" src="/after-first-paint.js" data-entry="/assets/index-abc123.js" data-shell="${shell}"></script>`,
      );
      expect(String(response.headers.link ?? '')).not.toContain('modulepreload');
    }
    // In the page's language: the texts it is taken over in.
    expect((await page('/', 'ar')).html).toContain('data-shell="/assets/shop456.js /assets/messages-ar1.js /assets/home-h1.js"');
  });

  it('a page the browser draws keeps the entry and the preload of the shop’s chunk as built', async () => {
    const { html } = await page('/account', 'fr');
    expect(html).toContain(entryTag);
    expect(html).toContain(shopPreload);
    expect(html).not.toContain('after-first-paint');
  });
});

describe('the rendered pages kept in memory', () => {
  it('serve a page again without rendering it, compressed, with an ETag that answers 304', async () => {
    await get('/details/2', { 'accept-language': 'fr' });
    const before = renders;
    const again = await get('/details/2', { 'accept-language': 'fr', 'accept-encoding': 'br' });
    expect(renders).toBe(before);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['cache-control']).toBe('no-cache');
    const etag = String(again.headers.etag);
    const revalidated = await get('/details/2', { 'accept-language': 'fr', 'accept-encoding': 'br', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    // Another language is another page.
    await get('/details/2', { 'accept-language': 'en' });
    expect(renders).toBe(before + 1);
  });

  it('are emptied by a catalogue change: the next page shows the new name', async () => {
    expect((await page('/details/3', 'fr')).text).not.toContain('Baobab en poudre — nouvelle récolte');
    const { version } = await adminProduct(t.database.db, 3);
    await editProduct(t.database.db, { uid: 'staff-test', phoneNumber: null, role: 'admin' }, 3, {
      name_fr: 'Baobab en poudre — nouvelle récolte',
      version,
    });
    expect((await page('/details/3', 'fr')).text).toContain('Baobab en poudre — nouvelle récolte');
  });
});
