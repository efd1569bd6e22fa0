import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../cache/invalidation';
import { productImages, products, services } from '../db/schema';
import { builtClientDir } from '../test-support/built-client';
import { createTestApp, type TestApp } from '../test-support/app';

const publicUrl = 'https://shop.example';
let t: TestApp;
let client: Awaited<ReturnType<typeof builtClientDir>>;

beforeAll(async () => {
  client = await builtClientDir('baobab-seo-', 'Baobab — produits de bien-être à base de plantes et soins à Dakar.');
  t = await createTestApp({ env: { STATIC_DIR: client.dir, PUBLIC_URL: publicUrl } });
});
afterAll(async () => {
  await t?.close();
  await client.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The content of `<meta {attribute}="{key}" content="…">`, still escaped as the HTML holds it. */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}
const linkHref = (html: string, rel: string, extra = '') => new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((found) => found[1]);

async function firstProduct() {
  const [product] = await t.database.db.select().from(products).where(eq(products.id, 1));
  const [image] = await t.database.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, 1))
    .orderBy(asc(productImages.position))
    .limit(1);
  if (!product || !image) throw new Error('the seed has no product 1 with a picture');
  return { product, image };
}

describe('a shared product link', () => {
  it("carries the product's title, description, picture and address in the HTML the server sends", async () => {
    const { product, image } = await firstProduct();
    const response = await get('/details/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(titleOf(html)).toEqual([`${product.nameFr} · Baobab`]);
    expect(metaContent(html, 'og:title')).toBe(`${product.nameFr} · Baobab`);
    expect(metaContent(html, 'og:image')).toBe(`${publicUrl}${image.url}`);
    expect(metaContent(html, 'twitter:image')).toBe(`${publicUrl}${image.url}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`${publicUrl}/details/1`);
    expect(linkHref(html, 'canonical')).toBe(`${publicUrl}/details/1`);
    expect(linkHref(html, 'alternate', ' hreflang="en"')).toBe(`${publicUrl}/details/1?lang=en`);
    // The description replaces index.html's, once; it starts as the product's does.
    const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((found) => found[1]);
    expect(descriptions).toHaveLength(1);
    expect(product.descriptionFr.replace(/\s+/g, ' ').startsWith((descriptions[0] ?? '').replace(/…$/, ''))).toBe(true);
    expect(metaContent(html, 'og:description')).toBe(descriptions[0]);
    // Still the client's page: its script and root are untouched.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-abc123.js"');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('speaks the language asked for: ?lang first, then Accept-Language, French by default', async () => {
    const { product } = await firstProduct();
    expect(metaContent((await get('/details/1?lang=en')).body, 'og:title')).toBe(`${product.nameEn} · Baobab`);
    const english = (await get('/details/1', { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' })).body;
    expect(metaContent(english, 'og:title')).toBe(`${product.nameEn} · Baobab`);
    expect(metaContent(english, 'og:url')).toBe(`${publicUrl}/details/1?lang=en`);
    expect(metaContent(english, 'og:locale')).toBe('en_US');
    const chosenOverBrowser = (await get('/details/1?lang=fr', { 'accept-language': 'en' })).body;
    expect(metaContent(chosenOverBrowser, 'og:title')).toBe(`${product.nameFr} · Baobab`);
    expect(metaContent((await get('/details/1', { 'accept-language': 'de-DE,de' })).body, 'og:title')).toBe(`${product.nameFr} · Baobab`);
    // Arabic: the shop has no Arabic content, so the product's French words, in an Arabic page.
    const arabic = (await get('/details/1?lang=ar')).body;
    expect(metaContent(arabic, 'og:title')).toBe(`${product.nameFr} · Baobab`);
    expect(metaContent(arabic, 'og:locale')).toBe('ar_AR');
    expect((await get('/details/1?lang=xx', { 'accept-language': 'en' })).statusCode).toBe(200);
  });

  it('escapes what the catalogue holds, read from the catalogue cache until a catalogue write', async () => {
    const hostile = 'Baume "Nuit" <script>alert(1)</script> & $& \'co\'';
    const { product } = await firstProduct();
    await get('/details/1');
    await t.database.db.update(products).set({ nameFr: hostile }).where(eq(products.id, 1));
    // Read from the catalogue cache until it is told: the head costs no query per visit.
    expect(metaContent((await get('/details/1')).body, 'og:title')).toBe(`${product.nameFr} · Baobab`);
    await invalidateCatalogue(t.database.db);
    try {
      const html = (await get('/details/1')).body;
      const escaped = 'Baume &quot;Nuit&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; &#39;co&#39; · Baobab';
      expect(metaContent(html, 'og:title')).toBe(escaped);
      expect(titleOf(html)).toEqual([escaped]);
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<script/g)).toHaveLength(1);
    } finally {
      await t.database.db.update(products).set({ nameFr: product.nameFr }).where(eq(products.id, 1));
      await invalidateCatalogue(t.database.db);
    }
  });

  it('answers 304 to a browser that holds the same page', async () => {
    const first = await get('/details/2');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-language/i);
    expect((await get('/details/2', { 'if-none-match': String(etag) })).statusCode).toBe(304);
  });
});

describe('other shared pages', () => {
  it("a service page carries the service's name and picture", async () => {
    const [service] = await t.database.db.select().from(services).orderBy(asc(services.id)).limit(1);
    if (!service) throw new Error('the seed has no service');
    const html = (await get(`/services/${service.id}?lang=en`)).body;
    expect(metaContent(html, 'og:title')).toBe(`${service.nameEn} · Baobab`);
    expect(metaContent(html, 'og:image')).toBe(new URL(service.imageLink, publicUrl).href);
    expect(metaContent(html, 'og:url')).toBe(`${publicUrl}/services/${service.id}?lang=en`);
  });

  it("an information page carries its own title in the shopper's language", async () => {
    const french = await get('/info/about');
    expect(french.statusCode).toBe(200);
    expect(titleOf(french.body)).toEqual(['À propos de nous · Baobab']);
    expect(linkHref(french.body, 'canonical')).toBe(`${publicUrl}/info/about`);
    const english = (await get('/info/delivery', { 'accept-language': 'en' })).body;
    expect(metaContent(english, 'og:title')).toBe('Delivery information · Baobab');
    expect(metaContent(english, 'og:description')).toMatch(/deliver/);
  });

  it('writes the page in its language: <html lang> (and dir for Arabic) says what the title is written in (issue 21)', async () => {
    const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];
    expect(htmlTag((await get('/info/privacy?lang=ar')).body)).toBe('<html lang="ar" dir="rtl">');
    expect(titleOf((await get('/info/privacy?lang=ar')).body)).toEqual(['سياسة الخصوصية · Baobab']);
    expect(htmlTag((await get('/shopping-cart', { 'accept-language': 'en-GB' })).body)).toBe('<html lang="en" dir="ltr">');
    expect(htmlTag((await get('/', { 'accept-language': 'fr-SN' })).body)).toBe('<html lang="fr" dir="ltr">');
    expect(htmlTag((await get('/nowhere?lang=ar')).body)).toBe('<html lang="ar" dir="rtl">');
  });

  it("titles the plain pages (cart, account, orders…) in the page's language, as the client does once it runs (issue 21)", async () => {
    expect(titleOf((await get('/shopping-cart?lang=ar')).body)).toEqual(['سلة التسوق · Baobab']);
    expect(titleOf((await get('/shopping-cart', { 'accept-language': 'en' })).body)).toEqual(['Shopping cart · Baobab']);
    expect(titleOf((await get('/account')).body)).toEqual(['Mon compte · Baobab']);
    expect(titleOf((await get('/orders/12?lang=en')).body)).toEqual(['My orders · Baobab']);
    expect(titleOf((await get('/auth/login/verify?lang=ar')).body)).toEqual(['تسجيل الدخول · Baobab']);
    expect(titleOf((await get('/')).body)).toEqual(['Baobab']);
  });

  it("the home page gets the shop's head in the shopper's language", async () => {
    const response = await get('/', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'description')).toBe('Baobab — plant-based wellness products and care in Dakar.');
    expect(linkHref(response.body, 'canonical')).toBe(`${publicUrl}/?lang=en`);
  });
});

describe('not found', () => {
  it("answers 404 with the client's page for an unknown path, product, service or information page", async () => {
    for (const url of ['/nope', '/details/999999', '/details/abc', '/details/1/more', '/services/999999', '/info/unknown', '/favoris/x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(titleOf(response.body), url).toEqual(['Page introuvable · Baobab']);
      expect(metaContent(response.body, 'robots'), url).toBe('noindex');
    }
    expect(titleOf((await get('/nope', { 'accept-language': 'en' })).body)).toEqual(['Page not found · Baobab']);
  });

  it('keeps 200 for every page of the client, whatever the case or a trailing slash', async () => {
    const pages = [
      '/',
      '/favoris',
      '/shopping-cart',
      '/verify',
      '/payment',
      '/payment/confirmation',
      '/orders/ab12',
      '/orders',
      '/account',
      '/auth',
      '/auth/login/verify',
      '/flows',
      '/flows/checkout',
      '/admin',
      '/products?sort=price-asc',
      '/search?q=the',
      '/DETAILS/1/',
      '/Info/About',
    ];
    for (const url of pages) expect((await get(url)).statusCode, url).toBe(200);
  });

  it("still answers the API's JSON 404 for an unknown API route or file", async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { status: 404 } });
    expect((await get('/missing.js')).headers['content-type']).toMatch(/json/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every product, service and information page in each language', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1] ?? '');
    const productIds = (await t.database.db.select({ id: products.id }).from(products)).map(({ id }) => id).sort((a, b) => a - b);
    const listed = (lang: string, prefix: string) =>
      locations
        .filter((loc) => loc.startsWith(`${publicUrl}${prefix}`) && loc.endsWith(lang))
        .map((loc) => Number(loc.slice(`${publicUrl}${prefix}`.length).replace(lang, '')))
        .sort((a, b) => a - b);
    expect(productIds.length).toBeGreaterThan(0);
    expect(listed('', '/details/').filter((id) => !Number.isNaN(id))).toEqual(productIds);
    expect(listed('?lang=en', '/details/')).toEqual(productIds);
    const serviceIds = (await t.database.db.select({ id: services.id }).from(services)).map(({ id }) => id).sort((a, b) => a - b);
    expect(listed('?lang=en', '/services/')).toEqual(serviceIds);
    expect(locations).toContain(`${publicUrl}/info/privacy?lang=en`);
    expect(locations).toContain(`${publicUrl}/`);
    expect(response.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${publicUrl}/details/1?lang=en"/>`);
  });

  it('names a new product after the catalogue changes', async () => {
    const before = (await get('/sitemap.xml')).body;
    const [created] = await t.database.db
      .insert(products)
      .values({
        slug: 'seo-test',
        categoryId: 1,
        nameFr: 'Test',
        nameEn: 'Test',
        descriptionFr: 'd',
        descriptionEn: 'd',
        propertiesFr: [],
        propertiesEn: [],
        price: 1000,
      })
      .returning({ id: products.id });
    await invalidateCatalogue(t.database.db);
    try {
      expect(before).not.toContain(`/details/${created?.id}<`);
      expect((await get('/sitemap.xml')).body).toContain(`<loc>${publicUrl}/details/${created?.id}</loc>`);
      expect((await get(`/details/${created?.id}`)).statusCode).toBe(200);
    } finally {
      await t.database.db.delete(products).where(eq(products.slug, 'seo-test'));
      await invalidateCatalogue(t.database.db);
    }
  });

  it('robots.txt opens the shop, closes the API, back office, flow studio and checkout, and links the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const closed of ['/api/', '/admin', '/flows', '/shopping-cart', '/verify', '/payment'])
      expect(lines).toContain(`Disallow: ${closed}`);
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /details');
  });
});
