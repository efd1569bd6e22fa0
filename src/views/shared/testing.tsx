// Test support for component tests of the shop's views (imported by *.test.tsx only, never by the app).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { Actor } from 'xstate';
import { RootActor } from '../../app/RootActor';
import type { Product } from '../../domain/catalog';
import type { rootMachine, RootInput } from '../../machines/root';
import { activateLocale, i18n, type Locale } from '../../services/i18n';

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

export type RootActorRef = Actor<typeof rootMachine>;

export interface ShopRenderOptions {
  path?: string;
  locale?: Locale;
  input?: RootInput;
}

/** Test providers: French by default, a fresh query client, the real root actor, an in-memory router. */
export async function renderShop(ui: ReactElement, { path = '/', locale = 'fr', input }: ShopRenderOptions = {}) {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const location = memoryLocation({ path, record: true });
  const root: { current: RootActorRef | null } = { current: null };
  function CaptureRoot() {
    root.current = RootActor.useActorRef();
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RootActor.Provider options={{ input: input ?? { cart: { items: [] }, wishlist: { items: [] } } }}>
          <CaptureRoot />
          <Router hook={location.hook}>{children}</Router>
        </RootActor.Provider>
      </QueryClientProvider>
    </I18nProvider>
  );
  const result = render(ui, { wrapper });
  const actor = () => {
    if (!root.current) throw new Error('root actor not started');
    return root.current;
  };
  return { ...result, queryClient, location, root: actor };
}

/** matchMedia that answers min-/max-width queries for a given window width. */
export function mockViewportWidth(width: number): { resize: (next: number) => void } {
  let current = width;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || current >= Number(min[1])) && (!max || current <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next) {
      current = next;
      for (const entry of lists) for (const listener of entry.listeners) listener();
    },
  };
}
