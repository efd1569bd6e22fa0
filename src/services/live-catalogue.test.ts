// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusManager, QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { fakeApi, fixtureProducts, status } from './testing/api';
import { productQuery, productsQuery } from './catalog';
import { queryClient } from './query-client';

afterEach(() => {
  for (const client of clients.splice(0)) client.unmount();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

const clients: QueryClient[] = [];
/** A client with the shop's own defaults, empty, mounted as the app's QueryClientProvider mounts it (it then hears focus). */
const shopClient = () => {
  const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
  client.mount();
  clients.push(client);
  return client;
};

const withPrice = (id: number, price: number) => {
  const product = fixtureProducts[id - 1]!;
  return { data: { ...product, attributes: { ...product.attributes, price } }, meta: {} };
};

/** Resolves with the observer's next data that satisfies `seen`. */
const nextData = <T>(
  observer: { subscribe: (listener: (result: QueryObserverResult<T>) => void) => () => void },
  seen: (data: T) => boolean,
) =>
  new Promise<T>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.data !== undefined && seen(result.data)) {
        stop();
        resolve(result.data);
      }
    });
  });

describe('catalogue reads stay current (a staff edit is "seen by shoppers now")', () => {
  it('a price change is seen as soon as the shopper comes back to the tab, however recent the last read', async () => {
    const api = fakeApi({ '/api/products/3': withPrice(3, 3000) });
    const client = shopClient();
    const observer = new QueryObserver(client, productQuery('fr', '3'));
    expect((await nextData(observer, () => true)).attributes.price).toBe(3000);

    api.reply('/api/products/3', withPrice(3, 3500));
    const changed = nextData(observer, (product) => product.attributes.price === 3500);
    // The tab is left then shown again (visibilitychange), a moment after the first read.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect((await changed).attributes.price).toBe(3500);
  });

  it('a page opened a few seconds after the last read asks again; one opened at once (the first screen) does not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const api = fakeApi();
      const client = shopClient();
      await client.fetchQuery(productsQuery('fr'));
      const asked = () => api.requests.filter((url) => url.pathname === '/api/products').length;
      expect(asked()).toBe(1);

      // The page that needs the list mounts right after the first screen asked for it: no second request.
      const first = new QueryObserver(client, productsQuery('fr'));
      const stopFirst = first.subscribe(() => undefined);
      expect(asked()).toBe(1);
      stopFirst();

      api.reply('/api/products', {
        data: [withPrice(1, 1500).data],
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
      });
      vi.setSystemTime(Date.now() + 5_000);
      const later = new QueryObserver(client, productsQuery('fr'));
      expect((await nextData(later, (list) => list[0]?.attributes.price === 1500))[0]?.attributes.price).toBe(1500);
      expect(asked()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a read that failed to its own "Try again": coming back to the tab does not ask again behind the shopper', async () => {
    const api = fakeApi({ '/api/products/3': status(400) });
    const client = shopClient();
    const observer = new QueryObserver(client, productQuery('fr', '3'));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    const asked = api.requests.length;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.length).toBe(asked);
    stop();
  });
});
