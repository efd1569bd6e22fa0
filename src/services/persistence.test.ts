import { createActor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { cartMachine } from '../machines/cart';
import { wishlistMachine } from '../machines/wishlist';
import type { CartItem, StoredProduct } from '../domain/cart-item';
import {
  cartStorageKey,
  parseStoredCart,
  parseStoredWishlist,
  persistCartAndWishlist,
  serializeItems,
  wishlistStorageKey,
} from './persistence';

const tea: StoredProduct = {
  id: 1,
  name: 'Tisane kinkeliba',
  price: 2500,
  availability: true,
  category_name: 'Bien-être',
  image_url: null,
};
const soap: StoredProduct = {
  id: 2,
  name: 'Savon au karité',
  price: 1500,
  availability: false,
  category_name: 'Cosmétique',
  image_url: '/uploads/soap.webp',
};
const line = (product: StoredProduct, quantity: number): CartItem => ({ ...product, quantity });

describe('reading stored lists', () => {
  it('reads back what was written', () => {
    expect(parseStoredCart(serializeItems([line(tea, 3), line(soap, 1)]))).toEqual([line(tea, 3), line(soap, 1)]);
    expect(parseStoredWishlist(serializeItems([soap]))).toEqual([soap]);
  });

  it.each([
    ['nothing stored', null],
    ['corrupt JSON', '{"version":1,"items":[{"id":1'],
    ['not JSON at all', 'undefined'],
    ['another version', JSON.stringify({ version: 2, items: [line(tea, 1)] })],
    ['the old bare-array format', JSON.stringify([line(tea, 1)])],
    ['a foreign object', JSON.stringify({ cart: [line(tea, 1)] })],
    ['items that are not a list', JSON.stringify({ version: 1, items: { 0: line(tea, 1) } })],
    ['a JSON string', JSON.stringify('items')],
    ['JSON null', 'null'],
  ])('gives an empty cart for %s', (_, raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
    expect(parseStoredWishlist(raw)).toEqual([]);
  });

  it('keeps the valid lines: out-of-range quantities, foreign objects and later duplicates are dropped', () => {
    const raw = JSON.stringify({
      version: 1,
      items: [line(tea, 2), line(soap, 0), line(soap, 100), line(soap, 2.5), { id: 2, name: 'no price' }, 42, line(tea, 9), line(soap, 99)],
    });
    expect(parseStoredCart(raw)).toEqual([line(tea, 2), line(soap, 99)]);
    expect(parseStoredWishlist(JSON.stringify({ version: 1, items: [soap, soap, { ...tea, id: 0 }, tea] }))).toEqual([soap, tea]);
  });
});

/** A Map-backed storage shared by several "tabs"; like a browser, a write fires `storage` in the other tabs only. */
function browser() {
  const values = new Map<string, string>();
  const tabs: EventTarget[] = [];
  const writes: string[] = [];
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      const oldValue = values.get(key) ?? null;
      values.set(key, value);
      writes.push(key);
      if (oldValue === value) return;
      for (const tab of tabs) {
        if (tab === current) continue;
        tab.dispatchEvent(Object.assign(new Event('storage'), { key, oldValue, newValue: value, storageArea: storage }));
      }
    },
  };
  let current: EventTarget | undefined;
  const stops: Array<() => void> = [];
  return {
    values,
    writes,
    storage,
    /** A tab: its own cart and wishlist actors, restored from storage as the app does at boot. */
    openTab() {
      const window = new EventTarget();
      tabs.push(window);
      const cart = createActor(cartMachine, { input: { items: parseStoredCart(storage.getItem(cartStorageKey)) } }).start();
      const wishlist = createActor(wishlistMachine, { input: { items: parseStoredWishlist(storage.getItem(wishlistStorageKey)) } }).start();
      const connected = persistCartAndWishlist({ cart, wishlist }, storage, window);
      stops.push(connected);
      // Events sent "in" this tab write as this tab.
      const inTab =
        <T>(run: () => T) =>
        () => {
          current = window;
          try {
            return run();
          } finally {
            current = undefined;
          }
        };
      return {
        cart,
        wishlist,
        window,
        send: (target: 'cart' | 'wishlist', event: Parameters<typeof cart.send>[0] | Parameters<typeof wishlist.send>[0]) =>
          inTab(() =>
            target === 'cart'
              ? cart.send(event as Parameters<typeof cart.send>[0])
              : wishlist.send(event as Parameters<typeof wishlist.send>[0]),
          )(),
        close: connected,
      };
    },
    closeAll: () => stops.forEach((stop) => stop()),
  };
}

let opened: ReturnType<typeof browser> | undefined;
afterEach(() => opened?.closeAll());

describe('writing and syncing', () => {
  it('writes every change at once, and a reload restores it', () => {
    opened = browser();
    const tab = opened.openTab();
    tab.send('cart', { type: 'ADD', product: tea, quantity: 3 });
    tab.send('cart', { type: 'INCREMENT', id: 1 });
    tab.send('wishlist', { type: 'TOGGLE', product: soap });
    expect(parseStoredCart(opened.values.get(cartStorageKey) ?? null)).toEqual([line(tea, 4)]);
    tab.close();
    const reloaded = opened.openTab();
    expect(reloaded.cart.getSnapshot().context.items).toEqual([line(tea, 4)]);
    expect(reloaded.wishlist.getSnapshot().context.items).toEqual([soap]);
  });

  it('replaces corrupt stored data by an empty list on start, without failing', () => {
    opened = browser();
    opened.values.set(cartStorageKey, '{not json');
    const tab = opened.openTab();
    expect(tab.cart.getSnapshot().context.items).toEqual([]);
    expect(opened.values.get(cartStorageKey)).toBe(serializeItems([]));
  });

  it('does not write when nothing changed (a refused event)', () => {
    opened = browser();
    const tab = opened.openTab();
    tab.send('cart', { type: 'ADD', product: tea, quantity: 1 });
    const before = opened.writes.length;
    tab.send('cart', { type: 'DECREMENT', id: 1 });
    tab.send('cart', { type: 'REMOVE', id: 404 });
    expect(opened.writes.length).toBe(before);
  });

  it('keeps two open tabs consistent through storage events, without echoing writes back and forth', () => {
    opened = browser();
    const first = opened.openTab();
    const second = opened.openTab();
    first.send('cart', { type: 'ADD', product: tea, quantity: 2 });
    expect(second.cart.getSnapshot().context.items).toEqual([line(tea, 2)]);
    // A sold-out product cannot be added (issue 21): the other tab adds the soap back in stock.
    const soapInStock = { ...soap, availability: true };
    second.send('cart', { type: 'ADD', product: soapInStock, quantity: 1 });
    second.send('wishlist', { type: 'TOGGLE', product: tea });
    expect(first.cart.getSnapshot().context.items).toEqual([line(tea, 2), line(soapInStock, 1)]);
    expect(first.wishlist.getSnapshot().context.items).toEqual([tea]);
    const writes = opened.writes.length;
    first.send('cart', { type: 'CLEAR' });
    expect(second.cart.getSnapshot().context.items).toEqual([]);
    // One write for the clear; the other tab's RESTORE finds storage already equal.
    expect(opened.writes.length).toBe(writes + 1);
  });

  it('follows another tab clearing all of storage, and ignores other keys', () => {
    opened = browser();
    const tab = opened.openTab();
    tab.send('cart', { type: 'ADD', product: tea, quantity: 1 });
    tab.window.dispatchEvent(Object.assign(new Event('storage'), { key: 'baobab.locale', newValue: 'en', storageArea: opened.storage }));
    expect(tab.cart.getSnapshot().context.items).toEqual([line(tea, 1)]);
    opened.values.clear();
    tab.window.dispatchEvent(Object.assign(new Event('storage'), { key: null, newValue: null, storageArea: opened.storage }));
    expect(tab.cart.getSnapshot().context.items).toEqual([]);
  });

  it('takes only the valid part of what another tab wrote', () => {
    opened = browser();
    const tab = opened.openTab();
    const raw = JSON.stringify({ version: 1, items: [line(tea, 5), line(tea, 6), line(soap, 500)] });
    tab.window.dispatchEvent(Object.assign(new Event('storage'), { key: cartStorageKey, newValue: raw, storageArea: opened.storage }));
    expect(tab.cart.getSnapshot().context.items).toEqual([line(tea, 5)]);
  });

  it('keeps working when storage refuses writes', () => {
    const cart = createActor(cartMachine, { input: { items: [] } }).start();
    const wishlist = createActor(wishlistMachine, { input: { items: [] } }).start();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const stop = persistCartAndWishlist({ cart, wishlist }, full, new EventTarget());
    cart.send({ type: 'ADD', product: tea, quantity: 1 });
    expect(cart.getSnapshot().context.items).toEqual([line(tea, 1)]);
    stop();
  });
});
