import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListResponseSchema, productListResponseSchema, productResponseSchema } from '../../src/domain/catalog';
import { createTestApp, type TestApp } from '../test-support/app';
import { fieldIssues, parseError, parseOk } from '../test-support/responses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/products', () => {
  it('lists the catalogue in the spec shape, with images when populate=image', async () => {
    const body = parseOk(await get('/api/products?populate=image&pagination[pageSize]=100&locale=fr'), productListResponseSchema);
    expect(body.data.length).toBeGreaterThanOrEqual(40);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total: body.data.length });
    expect(body.data.map((p) => p.id)).toEqual([...body.data.map((p) => p.id)].sort((a, b) => a - b));
    for (const product of body.data) {
      expect(product.attributes.image?.length).toBeGreaterThanOrEqual(1);
      expect(product.attributes.image?.length).toBeLessThanOrEqual(3);
      expect(product.attributes.image_links).toEqual(product.attributes.image?.map((image) => image.url));
      expect(product.attributes.properties.length).toBeGreaterThanOrEqual(3);
      expect(Number.isInteger(product.attributes.price)).toBe(true);
    }
    expect(new Set(body.data.map((p) => p.attributes.category_id)).size).toBe(7);
    expect(body.data.filter((p) => !p.attributes.availability).length).toBeGreaterThanOrEqual(4);
  });

  it('carries urls on the API host, sizes, alt text and a card-sized variant', async () => {
    const body = parseOk(await get('/api/products?populate=image&pagination[pageSize]=1'), productListResponseSchema);
    const [image] = body.data[0]?.attributes.image ?? [];
    expect(image).toEqual({
      url: expect.stringMatching(/^\/uploads\/products\/.+\.webp$/),
      width: 640,
      height: 640,
      alternativeText: expect.stringContaining('Poudre de feuilles de moringa'),
      formats: { small: { url: expect.stringMatching(/-small\.webp$/), width: 240, height: 240 } },
    });
    const file = await get(image?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('leaves the image list out without populate (Strapi convention), keeping image_links', async () => {
    const body = parseOk(await get('/api/products'), productListResponseSchema);
    expect(body.data[0]?.attributes).not.toHaveProperty('image');
    expect(body.data[0]?.attributes.image_links.length).toBeGreaterThan(0);
    expect(body.meta.pagination).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('accepts the other Strapi spellings of populate', async () => {
    for (const query of ['populate=*', 'populate[0]=image']) {
      const body = parseOk(await get(`/api/products?${query}&pagination[pageSize]=1`), productListResponseSchema);
      expect(body.data[0]?.attributes.image).toBeDefined();
    }
  });

  it('pages through the catalogue', async () => {
    const all = parseOk(await get('/api/products?pagination[pageSize]=100'), productListResponseSchema);
    const second = parseOk(await get('/api/products?pagination[page]=2&pagination[pageSize]=10'), productListResponseSchema);
    expect(second.data.map((p) => p.id)).toEqual(all.data.slice(10, 20).map((p) => p.id));
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 10, pageCount: Math.ceil(all.data.length / 10), total: all.data.length });
    const beyond = parseOk(await get('/api/products?pagination[page]=99'), productListResponseSchema);
    expect(beyond.data).toEqual([]);
  });

  it('serves French by default and for ar, English for en', async () => {
    const name = async (query: string) => {
      const body = parseOk(await get(`/api/products?pagination[pageSize]=1&populate=image${query}`), productListResponseSchema);
      const attributes = body.data[0]?.attributes;
      return [attributes?.name, attributes?.category_name, attributes?.properties[0], attributes?.image?.[0]?.alternativeText];
    };
    const french = [
      'Poudre de feuilles de moringa',
      'Bien-être',
      'Riche en fer et en calcium',
      expect.stringContaining('illustration du produit'),
    ];
    expect(await name('')).toEqual(french);
    expect(await name('&locale=fr')).toEqual(french);
    expect(await name('&locale=ar')).toEqual(french);
    expect(await name('&locale=en')).toEqual([
      'Moringa leaf powder',
      'Wellness',
      'Rich in iron and calcium',
      expect.stringContaining('product illustration'),
    ]);
  });

  it.each([
    ['pagination[pageSize]=101', 'pagination.pageSize'],
    ['pagination[pageSize]=0', 'pagination.pageSize'],
    ['pagination[pageSize]=ten', 'pagination.pageSize'],
    ['pagination[pageSize]=1.5', 'pagination.pageSize'],
    ['pagination[pageSize]=-3', 'pagination.pageSize'],
    ['pagination[pageSize]=99999999999999999999999', 'pagination.pageSize'],
    ['pagination[pageSize][]=10', 'pagination.pageSize'],
    ['pagination[page]=0', 'pagination.page'],
    ['pagination[limit]=10', 'pagination'],
    ['pagination=5', 'pagination'],
    ['locale=de', 'locale'],
    ['locale=FR', 'locale'],
    ['locale=fr&locale=en', 'locale'],
    ['locale[]=fr', 'locale'],
    ['populate=images', 'populate'],
  ])('refuses %s with a 400 naming %s', async (query, path) => {
    const issues = fieldIssues(await get(`/api/products?${query}`));
    expect(issues).toEqual([expect.objectContaining({ in: 'query', path })]);
    expect(issues[0]?.message).not.toBe('');
  });

  it('reports several bad fields at once', async () => {
    const issues = fieldIssues(await get('/api/products?locale=xx&pagination[pageSize]=500'));
    expect(issues.map((issue) => issue.path).sort()).toEqual(['locale', 'pagination.pageSize']);
  });

  it('explains bad fields in English, zod’s own messages included (zod/mini has none unless configured)', async () => {
    const issues = fieldIssues(await get('/api/products?locale=xx&pagination[pageSize]=500'));
    expect(issues).toEqual(
      expect.arrayContaining([
        { in: 'query', path: 'locale', message: 'Invalid option: expected one of "fr"|"en"|"ar"' },
        { in: 'query', path: 'pagination.pageSize', message: 'must be at most 100' },
      ]),
    );
  });

  it('ignores query parameters it does not know', async () => {
    parseOk(await get('/api/products?_=1700000000&sort=name'), productListResponseSchema);
  });
});

describe('GET /api/products sorted and filtered (the catalogue page)', () => {
  const list = async (query: string) =>
    parseOk(await get(`/api/products?pagination[pageSize]=100&${query}`), productListResponseSchema).data.map((p) => ({
      id: p.id,
      name: p.attributes.name,
      price: p.attributes.price,
      category: p.attributes.category_id,
    }));

  it('keeps one category and a price range, ends included, and counts only what matches', async () => {
    const all = await list('');
    const expected = all.filter((p) => p.category === 2 && p.price >= 3000 && p.price <= 9000);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.filter((p) => p.category === 2).length);
    const body = parseOk(await get('/api/products?pagination[pageSize]=100&category=2&min=3000&max=9000'), productListResponseSchema);
    expect(body.data.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(body.meta.pagination.total).toBe(expected.length);
    const exact = all[0]?.price ?? 0;
    expect((await list(`min=${exact}&max=${exact}`)).every((p) => p.price === exact)).toBe(true);
  });

  it('sorts by price both ways, by name ignoring accents and case, and newest first', async () => {
    const prices = (await list('sort=price-asc')).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await list('sort=price-desc')).map((p) => p.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const names = (await list('sort=name&locale=fr')).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    const ids = (await list('sort=newest')).map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('pages through a sorted list without repeating or skipping a product', async () => {
    const whole = (await list('sort=price-asc')).map((p) => p.id);
    const pages = [];
    for (const page of [1, 2, 3, 4, 5]) {
      const body = parseOk(
        await get(`/api/products?sort=price-asc&pagination[pageSize]=10&pagination[page]=${page}`),
        productListResponseSchema,
      );
      pages.push(...body.data.map((p) => p.id));
    }
    expect(pages).toEqual(whole.slice(0, 50));
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['sort=price:asc', 'sort'],
    ['min=-1', 'min'],
    ['min=1.5', 'min'],
    ['max=abc', 'max'],
    ['max=9999999999', 'max'],
    ['min=5000&max=1000', 'min'],
    ['category=0', 'category'],
    ['category=x', 'category'],
    ['category=1&category=2', 'category'],
  ])('refuses %s with a 400 naming %s', async (query, path) => {
    expect(fieldIssues(await get(`/api/products?${query}`))).toEqual([expect.objectContaining({ in: 'query', path })]);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product with its attributes and an empty meta', async () => {
    const body = parseOk(await get('/api/products/13?populate=image&locale=en'), productResponseSchema);
    expect(body.data.id).toBe(13);
    expect(body.data.attributes).toMatchObject({ name: 'Raw shea butter', category_name: 'Cosmetics', price: 4000, availability: true });
    expect(body.data.attributes.image).toHaveLength(3);
    expect(body.meta).toEqual({});
  });

  it('matches the list entry for the same product', async () => {
    const list = parseOk(await get('/api/products?populate=image&pagination[pageSize]=100'), productListResponseSchema);
    const one = parseOk(await get('/api/products/7?populate=image'), productResponseSchema);
    expect(one.data).toEqual(list.data.find((p) => p.id === 7));
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    const error = parseError(await get('/api/products/4242'), 404);
    expect(error).toMatchObject({ status: 404, name: 'NotFound', details: { resource: 'product', id: 4242 } });
  });

  it.each(['abc', '1.5', '-1', '0', '1e3', '99999999999', '12345678901234567890123', '%00', '1%20OR%201=1'])(
    'refuses the id %s with a 400 on params.id',
    async (id) => {
      expect(fieldIssues(await get(`/api/products/${id}`))).toEqual([expect.objectContaining({ in: 'params', path: 'id' })]);
    },
  );

  it('refuses an unknown locale', async () => {
    expect(fieldIssues(await get('/api/products/1?locale=zz'))).toEqual([expect.objectContaining({ path: 'locale' })]);
  });
});

describe('GET /api/categories', () => {
  it('lists the 7 categories of the spec in order, in French', async () => {
    const body = parseOk(await get('/api/categories?locale=fr'), categoryListResponseSchema);
    expect(body.data.map((c) => c.attributes.name)).toEqual([
      'Bien-être',
      'Thérapie',
      'Cosmétique',
      'Esthétique',
      'Compléments alimentaires',
      'Aphrodisiaque',
      'Autres',
    ]);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 7 });
  });

  it('names them in English with locale=en and in French with locale=ar', async () => {
    const english = parseOk(await get('/api/categories?locale=en'), categoryListResponseSchema);
    expect(english.data.map((c) => c.attributes.name)).toEqual([
      'Wellness',
      'Therapy',
      'Cosmetics',
      'Aesthetics',
      'Dietary supplements',
      'Aphrodisiacs',
      'Others',
    ]);
    const arabic = parseOk(await get('/api/categories?locale=ar'), categoryListResponseSchema);
    expect(arabic.data[0]?.attributes.name).toBe('Bien-être');
  });

  it('refuses bad parameters field by field', async () => {
    expect(
      fieldIssues(await get('/api/categories?locale=es&pagination[page]=x'))
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(['locale', 'pagination.page']);
  });
});
