// Test support for tests of the shop's API calls and the views over them: a catalogue of fixtures and a fake `fetch`
// (imported by tests only, never by the app).
import { vi } from 'vitest';
import type { Product } from '../../domain/catalog';

const image = (slug: string, position: number) => ({
  url: `/uploads/products/${slug}-${position}.webp`,
  width: 640,
  height: 640,
  alternativeText: `${slug} ${position}`,
  formats: { small: { url: `/uploads/products/${slug}-${position}-small.webp`, width: 240, height: 240 } },
});

export const categoryNames = ['Bien-être', 'Thérapie', 'Cosmétique', 'Esthétique', 'Compléments alimentaires', 'Aphrodisiaque', 'Autres'];
const fixtureCategories = categoryNames.map((name, index) => ({ id: index + 1, attributes: { name } }));

/**
 * 20 products: 1–12 are herbal teas ("Tisane …"), 13–20 soaps; category 1 holds products 1–10,
 * the rest spread over categories 2–7; every fifth product is out of stock.
 */
export const fixtureProducts: Product[] = Array.from({ length: 20 }, (_, index) => {
  const id = index + 1;
  const categoryId = id <= 10 ? 1 : (id % 6) + 2;
  const slug = id <= 12 ? `tisane-${id}` : `savon-${id}`;
  return {
    id,
    attributes: {
      name: id <= 12 ? `Tisane n°${id}` : `Savon n°${id}`,
      category_id: categoryId,
      category_name: categoryNames[categoryId - 1] ?? 'Autres',
      price: 1000 * id,
      availability: id % 5 !== 0,
      description: `Description du produit ${id}.`,
      properties: [`Propriété A${id}`, `Propriété B${id}`],
      image: [image(slug, 1), image(slug, 2), image(slug, 3)],
      image_links: [image(slug, 1).url, image(slug, 2).url, image(slug, 3).url],
    },
  };
});

const meta = (total: number) => ({ pagination: { page: 1, pageSize: 100, pageCount: 1, total } });

const fixtureCountries = [
  { id: 1, attributes: { name: 'Sénégal', locale: 'fr-SN', currency: 'XOF' } },
  { id: 2, attributes: { name: 'France', locale: 'fr-FR', currency: 'EUR' } },
  { id: 3, attributes: { name: 'United States', locale: 'en-US', currency: 'USD' } },
];

/** What each API path answers by default: a whole, valid catalogue. */
export function catalogueReplies(): Record<string, Reply> {
  return {
    '/api/products': { data: fixtureProducts, meta: meta(fixtureProducts.length) },
    '/api/categories': { data: fixtureCategories, meta: meta(fixtureCategories.length) },
    '/api/countries': { data: fixtureCountries, meta: meta(fixtureCountries.length) },
    '/api/exchange-rates': {
      data: [
        { currency: 'XOF', xof_per_unit: 1, indicative: false },
        { currency: 'EUR', xof_per_unit: 655.957, indicative: false },
        { currency: 'USD', xof_per_unit: 600, indicative: true },
      ],
    },
    '/api/services': {
      data: [
        { id: 1, name: 'Consultation', description: 'Un bilan.', image_link: '/uploads/services/consultation.webp', price: 15000 },
        { id: 2, name: 'Massage', description: 'Détente.', image_link: '/uploads/services/massage.webp', price: 20000 },
      ],
    },
    '/api/testimonials': {
      data: [1, 2, 3, 4, 5].map((id) => ({ id, message: `Témoignage ${id}`, author: `Client ${id}` })),
    },
    ...Object.fromEntries(fixtureProducts.map((product) => [`/api/products/${product.id}`, { data: product, meta: {} }])),
  };
}

/** A JSON body, an HTTP status without body, or a request that never answers (to see loading states). */
export type Reply = unknown;
export const pending = Symbol('pending');
export const status = (code: number) => ({ [statusMarker]: code });
const statusMarker = '__status__';

/**
 * Replaces `fetch` with the given replies (by path); unknown paths answer 404. Returns the requests made,
 * and `reply` to change what a path answers from then on (an API that comes back after a failure).
 */
export function fakeApi(overrides: Record<string, Reply> = {}): { requests: URL[]; reply: (path: string, reply: Reply) => void } {
  const replies: Record<string, Reply> = { ...catalogueReplies(), ...overrides };
  const requests: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    requests.push(url);
    const reply = replies[url.pathname];
    if (reply === pending) return new Promise<Response>(() => {});
    if (reply === undefined) return json({ error: { status: 404, name: 'NotFound', message: 'Not found', details: {} } }, 404);
    if (typeof reply === 'object' && reply !== null && statusMarker in reply) {
      const code = (reply as Record<string, number>)[statusMarker] ?? 500;
      return json({ error: { status: code, name: 'Error', message: 'failed', details: {} } }, code);
    }
    return json(reply, 200);
  });
  return {
    requests,
    reply: (path, reply) => {
      replies[path] = reply;
    },
  };
}

function json(body: unknown, code: number) {
  return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
}
