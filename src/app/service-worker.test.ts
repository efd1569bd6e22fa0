import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The worker of public/sw.js run in a stand-in of its global scope: in-memory caches, a network that
 * answers or fails on demand. What the browser does with it end to end is e2e/offline.spec.ts; here,
 * the rules no page visit can show: what a new build removes, and what is never kept.
 */
const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const placeholder = "const build = { version: 'dev', precache: [] };";
const origin = 'https://shop.example';

type Listener = (event: Record<string, unknown>) => void;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: Request | string) {
    return this.entries.get(new URL(typeof request === 'string' ? request : request.url, origin).href)?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(new URL(typeof request === 'string' ? request : request.url, origin).href, response);
  }
  async addAll(urls: string[]) {
    for (const url of urls) await this.put(url, new Response(`precached ${url}`));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}

function startWorker(version: string, existingCaches: string[] = []) {
  const stores = new Map<string, MemoryCache>(existingCaches.map((name) => [name, new MemoryCache()]));
  const caches = {
    open: async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request | string) => {
      for (const store of stores.values()) {
        const found = await store.match(request);
        if (found) return found;
      }
      return undefined;
    },
  };
  const network = { online: true, asked: [] as string[] };
  const fetch = async (request: Request) => {
    network.asked.push(request.url);
    if (!network.online) throw new TypeError('Failed to fetch');
    return new Response(`fresh ${request.url}`);
  };
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${origin}/sw.js`),
    clients: { claim: async () => undefined },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const code = source.replace(placeholder, `const build = ${JSON.stringify({ version, precache: ['/assets/index-abc.js'] })};`);
  new Function('self', 'caches', 'fetch', code)(self, caches, fetch);

  /** Dispatches an event and waits for what it handed to waitUntil / respondWith. */
  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...fields,
      waitUntil: (work: Promise<unknown>) => pending.push(work),
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    await Promise.all(pending);
    return answer;
  }
  const get = (path: string, init: RequestInit & { mode?: RequestMode } = {}) => {
    const { mode, ...rest } = init;
    const request = new Request(`${origin}${path}`, rest);
    // Request's constructor refuses mode 'navigate'; the browser's navigations carry it.
    if (mode === 'navigate') Object.defineProperty(request, 'mode', { value: 'navigate' });
    return dispatch('fetch', { request });
  };
  return { stores, network, dispatch, get };
}

describe('the service worker (public/sw.js)', () => {
  it('a new build installs its own caches and, once active, deletes every cache of the builds before it', async () => {
    const worker = startWorker('b2', ['baobab-app-b1', 'baobab-data-b1', 'some-other-site-cache']);
    await worker.dispatch('install');
    expect(await worker.stores.get('baobab-app-b2')?.match('/assets/index-abc.js')).toBeDefined();
    expect(await worker.stores.get('baobab-app-b2')?.match('/index.html')).toBeDefined();
    // Installed beside the old build: its caches stay until this worker takes over.
    expect([...worker.stores.keys()]).toContain('baobab-app-b1');
    await worker.dispatch('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['baobab-app-b2', 'some-other-site-cache']);
  });

  it('never answers writes, account, order, payment or sign-in requests, nor any with an Authorization header', async () => {
    const worker = startWorker('b1');
    expect(await worker.get('/api/orders', { method: 'POST', body: '{}' })).toBeUndefined();
    for (const path of [
      '/api/orders',
      '/api/orders/12',
      '/api/customers/me',
      '/api/payments/3',
      '/api/auth/session',
      '/paydunya-sim/checkout/abc',
    ]) {
      expect(await worker.get(path), path).toBeUndefined();
    }
    expect(await worker.get('/api/products?locale=fr', { headers: { authorization: 'Bearer secret' } })).toBeUndefined();
    expect(await worker.get('/paydunya-sim/checkout/abc', { mode: 'navigate' })).toBeUndefined();
    expect([...worker.stores.values()].every((store) => store.entries.size === 0)).toBe(true);
  });

  it('answers the catalogue from the network while online and with the last answer offline', async () => {
    const worker = startWorker('b1');
    const online = await worker.get('/api/products?populate=image&locale=fr');
    expect(await online?.text()).toBe(`fresh ${origin}/api/products?populate=image&locale=fr`);
    worker.network.online = false;
    const offline = await worker.get('/api/products?populate=image&locale=fr');
    expect(await offline?.text()).toBe(`fresh ${origin}/api/products?populate=image&locale=fr`);
    // A catalogue answer never fetched online is a failure offline, not an invented answer.
    await expect(worker.get('/api/categories?locale=fr')).rejects.toThrow('Failed to fetch');
  });

  it('opens any page offline with the bare shell kept at install, never a rendered page, and keeps the first visit’s files it is handed', async () => {
    const worker = startWorker('b1');
    await worker.dispatch('install');
    await worker.get('/', { mode: 'navigate' });
    // The server renders / with the catalogue of now: kept, it would show old prices offline.
    expect(await worker.stores.get('baobab-app-b1')?.match('/')).toBeUndefined();
    await worker.dispatch('message', {
      data: { type: 'keep', urls: [`${origin}/assets/HomePage-1.js`, `${origin}/api/orders`, `${origin}/uploads/a.webp`] },
    });
    expect(worker.network.asked.filter((url) => url.includes('/api/orders'))).toEqual([]);
    worker.network.online = false;
    const page = await worker.get('/details/5', { mode: 'navigate' });
    expect(await page?.text()).toBe(`precached /index.html`);
    expect(await (await worker.get('/assets/HomePage-1.js'))?.text()).toBe(`fresh ${origin}/assets/HomePage-1.js`);
    expect(await (await worker.get('/uploads/a.webp'))?.text()).toBe(`fresh ${origin}/uploads/a.webp`);
    // A picture never seen: a placeholder, not a broken image.
    expect((await worker.get('/uploads/never-seen.webp'))?.headers.get('content-type')).toBe('image/svg+xml');
  });
});
