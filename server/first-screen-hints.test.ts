import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCache } from './cache/catalogue-cache';
import { firstScreenHints, firstVisitLocale, type FirstScreenFile } from './first-screen-hints';
import { createTestApp, type TestApp } from './test-support/app';

// What the build writes (vite.config.ts, firstScreenChunks).
const chunks: FirstScreenFile = {
  shell: { scripts: ['/assets/index-z9.js'], styles: ['/assets/index-z9.css'] },
  pages: {
    home: ['/assets/HomePage-a1.js'],
    product: ['/assets/ProductPage-b2.js', '/assets/ShareButton-c3.js'],
    cart: ['/assets/CheckoutRoutes-d4.js', '/assets/CartPage-e5.js', '/assets/zod-z1.js'],
  },
  locales: { fr: ['/assets/messages-fr1.js'], en: ['/assets/messages-en1.js'], ar: ['/assets/messages-ar1.js'] },
  answerChecks: ['/assets/CatalogSchemas-s1.js', '/assets/zod-z1.js'],
};
const answerChecks = ['/assets/CatalogSchemas-s1.js', '/assets/zod-z1.js'];
let clientDir: string;
let emptyDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'baobab-first-screen-'));
  emptyDir = await mkdtemp(path.join(tmpdir(), 'baobab-first-screen-none-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Baobab</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(clientDir, 'first-screen.json'), JSON.stringify(chunks));
  t = await createTestApp({ env: { STATIC_DIR: clientDir } });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

const preloads = (link: string | undefined) =>
  [...(link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]).filter((file) => file !== '/assets/index-z9.js');

const fetched = (link: string | undefined) =>
  [...(link ?? '').matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin/g)].map((match) => match[1]);

describe('first-screen preload hints', () => {
  it('the browser language picks the texts the client will load, English when the shop does not speak it', () => {
    expect(firstVisitLocale('fr-SN,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(firstVisitLocale('ar')).toBe('ar');
    expect(firstVisitLocale('en-US,en;q=0.9')).toBe('en');
    expect(firstVisitLocale('de-DE,fr;q=0.5')).toBe('en');
    expect(firstVisitLocale(undefined)).toBe('en');
  });

  it('names the styles and the entry first, then the texts and the chunks', async () => {
    expect(await firstScreenHints(clientDir).for('/', 'fr')).toBe(
      '</assets/index-z9.css>; rel=preload; as=style; crossorigin, </assets/index-z9.js>; rel=modulepreload, ' +
        '</api/products?populate=image&pagination%5BpageSize%5D=100&locale=fr>; rel=preload; as=fetch; crossorigin, ' +
        '</assets/messages-fr1.js>; rel=modulepreload, </assets/HomePage-a1.js>; rel=modulepreload, ' +
        '</assets/CatalogSchemas-s1.js>; rel=modulepreload, </assets/zod-z1.js>; rel=modulepreload',
    );
  });

  it("names the page's catalogue answer as the client asks for it (Arabic reads French content)", async () => {
    const hints = firstScreenHints(clientDir);
    expect(fetched(await hints.for('/', 'en-GB'))).toEqual(['/api/products?populate=image&pagination%5BpageSize%5D=100&locale=en']);
    expect(fetched(await hints.for('/shopping-cart', 'ar'))).toEqual([
      '/api/products?populate=image&pagination%5BpageSize%5D=100&locale=fr',
    ]);
    expect(fetched(await hints.for('/details/007', 'en'))).toEqual(['/api/products/7?populate=image&locale=en']);
    expect(fetched(await hints.for('/details/abc', 'en'))).toEqual([]);
    expect(fetched(await hints.for('/details/0', 'en'))).toEqual([]);
  });

  it('names only the styles and the largest picture for a page the server renders: its HTML carries its answers, its scripts come once it is drawn', async () => {
    const hints = firstScreenHints(clientDir, async () => '/uploads/products/tea.webp');
    expect(await hints.for('/', 'fr', undefined, { rendered: true })).toBe('</assets/index-z9.css>; rel=preload; as=style; crossorigin');
    expect(await hints.for('/details/7', 'en', undefined, { rendered: true })).toBe(
      '</assets/index-z9.css>; rel=preload; as=style; crossorigin, </uploads/products/tea.webp>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it("names the language's texts and the landing page's chunks", async () => {
    const hints = firstScreenHints(clientDir);
    expect(preloads(await hints.for('/', 'en-US'))).toEqual(['/assets/messages-en1.js', '/assets/HomePage-a1.js', ...answerChecks]);
    expect(preloads(await hints.for('/details/3/', 'fr'))).toEqual([
      '/assets/messages-fr1.js',
      '/assets/ProductPage-b2.js',
      '/assets/ShareButton-c3.js',
      ...answerChecks,
    ]);
    // Each once: the cart's own chunks hold zod already.
    expect(preloads(await hints.for('/Shopping-Cart', 'ar'))).toEqual([
      '/assets/messages-ar1.js',
      '/assets/CheckoutRoutes-d4.js',
      '/assets/CartPage-e5.js',
      '/assets/zod-z1.js',
      '/assets/CatalogSchemas-s1.js',
    ]);
  });

  it("names a product page's main picture, the page's largest paint, when the product has one", async () => {
    const hints = firstScreenHints(clientDir, async (id, content) =>
      id === 3 && content === 'en' ? '/uploads/products/baobab powder-1.webp' : null,
    );
    const pictures = (link: string | undefined) =>
      [...(link ?? '').matchAll(/<([^>]+)>; rel=preload; as=image; fetchpriority=high/g)].map((match) => match[1]);
    expect(pictures(await hints.for('/details/3', 'en-US'))).toEqual(['/uploads/products/baobab%20powder-1.webp']);
    expect(pictures(await hints.for('/details/4', 'en-US'))).toEqual([]);
    expect(pictures(await hints.for('/', 'en-US'))).toEqual([]);
  });

  it("names the first card's picture on / and the first in-stock suggestion's in the cart, from the page's own catalogue answer", async () => {
    const card = (url: string | null, availability: boolean) => ({
      attributes: { availability, ...(url ? { image: [{ formats: { small: { url } } }] } : {}) },
    });
    const asked: string[] = [];
    const hints = firstScreenHints(clientDir, undefined, async (address) => {
      asked.push(address);
      return { data: [card('/uploads/products/sold-out-small.webp', false), card('/uploads/products/tea-small.webp', true)] };
    });
    const pictures = (link: string | undefined) =>
      [...(link ?? '').matchAll(/<([^>]+)>; rel=preload; as=image; fetchpriority=high/g)].map((match) => match[1]);
    expect(pictures(await hints.for('/', 'fr'))).toEqual(['/uploads/products/sold-out-small.webp']);
    expect(pictures(await hints.for('/shopping-cart', 'fr'))).toEqual(['/uploads/products/tea-small.webp']);
    expect(asked).toEqual([
      '/api/products?populate=image&pagination%5BpageSize%5D=100&locale=fr',
      '/api/products?populate=image&pagination%5BpageSize%5D=100&locale=fr',
    ]);
    // No picture, an answer of another shape, or no answer: the other hints stay.
    const without = (answer: unknown) => firstScreenHints(clientDir, undefined, async () => answer).for('/', 'fr');
    expect(pictures(await without({ data: [card(null, true)] }))).toEqual([]);
    expect(pictures(await without({ error: 'boom' }))).toEqual([]);
    expect(pictures(await without(undefined))).toEqual([]);
    expect(preloads(await without(undefined))).toEqual(['/assets/messages-fr1.js', '/assets/HomePage-a1.js', ...answerChecks]);
  });

  it('sends the first card picture with the HTML of / (the shop has products)', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr' } });
    expect(home.headers.link).toMatch(/<\/uploads\/[^>]+>; rel=preload; as=image; fetchpriority=high/);
  });

  describe("preloads the page language's texts and catalogue answer only", () => {
    const languages = { fr: 'fr', en: 'en', ar: 'fr' } as const;
    const otherTexts = (locale: keyof typeof languages) =>
      Object.entries(chunks.locales).flatMap(([other, files]) => (other === locale ? [] : files));
    for (const [locale, content] of Object.entries(languages) as [keyof typeof languages, 'fr' | 'en'][]) {
      it(`${locale}: a shared ?lang=${locale} link wins over the browser's language, as in the client`, async () => {
        // A French, an English and an Arabic browser all open the same link.
        for (const browser of ['fr-SN,fr;q=0.9', 'en-US,en;q=0.9', 'ar', undefined]) {
          const page = await t.app.inject({
            method: 'GET',
            url: `/?lang=${locale}`,
            headers: browser ? { 'accept-language': browser } : {},
          });
          const link = page.headers.link as string;
          expect(preloads(link), `${browser}`).toEqual([...chunks.locales[locale], '/assets/HomePage-a1.js', ...answerChecks]);
          expect(
            otherTexts(locale).filter((file) => link.includes(file)),
            `${browser}`,
          ).toEqual([]);
          expect(fetched(link), `${browser}`).toEqual([`/api/products?populate=image&pagination%5BpageSize%5D=100&locale=${content}`]);
        }
        const product = await t.app.inject({
          method: 'GET',
          url: `/details/2?lang=${locale}`,
          headers: { 'accept-language': locale === 'fr' ? 'en' : 'fr' },
        });
        expect(fetched(product.headers.link as string)).toEqual([`/api/products/2?populate=image&locale=${content}`]);
        expect(preloads(product.headers.link as string)).toContain(chunks.locales[locale][0]);
      });
    }

    it('without ?lang= (or with one the shop does not speak) the browser language decides', async () => {
      for (const url of ['/', '/?lang=de']) {
        const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar-SN,ar;q=0.9,fr;q=0.8' } });
        expect(preloads(page.headers.link as string)).toEqual(['/assets/messages-ar1.js', '/assets/HomePage-a1.js', ...answerChecks]);
      }
    });
  });

  it('is made once per address, language and kind of answer, and again once the catalogue changed (the picture comes from it)', async () => {
    const catalogue = new CatalogueCache();
    let picture = '/uploads/products/tea.webp';
    let asked = 0;
    const hints = firstScreenHints(
      clientDir,
      async () => {
        asked += 1;
        return picture;
      },
      undefined,
      (key, make) => catalogue.remember(key, make),
    );
    const first = await hints.for('/details/7', 'en');
    expect(await hints.for('/details/7', 'en-US')).toBe(first);
    expect(asked).toBe(1);
    expect(await hints.for('/details/7', 'fr')).toContain('/assets/messages-fr1.js');
    expect(await hints.for('/details/7', 'en', undefined, { rendered: true })).toBe(
      '</assets/index-z9.css>; rel=preload; as=style; crossorigin, </uploads/products/tea.webp>; rel=preload; as=image; fetchpriority=high',
    );
    picture = '/uploads/products/coffee.webp';
    expect(await hints.for('/details/7', 'en')).toBe(first);
    catalogue.invalidate();
    expect(await hints.for('/details/7', 'en')).toBe(first?.replace('tea.webp', 'coffee.webp'));
  });

  it('says nothing for other pages, or for a build without first-screen.json', async () => {
    expect(await firstScreenHints(clientDir).for('/account', 'fr')).toBeUndefined();
    expect(await firstScreenHints(emptyDir).for('/', 'fr')).toBeUndefined();
  });

  it('names the chunks a first screen imports: the texts of its language, and a landing page’s own (not what checks its answer: a rendered page carries its answers)', async () => {
    const hints = firstScreenHints(clientDir);
    expect(await hints.scripts('/', 'fr')).toEqual(['/assets/messages-fr1.js', '/assets/HomePage-a1.js']);
    expect(await hints.scripts('/Shopping-Cart/', 'ar')).toEqual([
      '/assets/messages-ar1.js',
      '/assets/CheckoutRoutes-d4.js',
      '/assets/CartPage-e5.js',
      '/assets/zod-z1.js',
    ]);
    expect(await hints.scripts('/details/3', 'en')).toEqual([
      '/assets/messages-en1.js',
      '/assets/ProductPage-b2.js',
      '/assets/ShareButton-c3.js',
    ]);
    expect(await hints.scripts('/info/about', 'fr')).toEqual(['/assets/messages-fr1.js']);
    expect(await firstScreenHints(emptyDir).scripts('/', 'fr')).toEqual([]);
  });

  it('is sent with the HTML of a landing page', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(home.statusCode).toBe(200);
    expect(preloads(home.headers.link as string)).toEqual(['/assets/messages-fr1.js', '/assets/HomePage-a1.js', ...answerChecks]);
    const cart = await t.app.inject({ method: 'GET', url: '/shopping-cart', headers: { 'accept-language': 'en' } });
    expect(preloads(cart.headers.link as string)).toEqual([
      '/assets/messages-en1.js',
      '/assets/CheckoutRoutes-d4.js',
      '/assets/CartPage-e5.js',
      '/assets/zod-z1.js',
      '/assets/CatalogSchemas-s1.js',
    ]);
    const account = await t.app.inject({ method: 'GET', url: '/account' });
    expect(account.headers.link).toBeUndefined();
  });
});
