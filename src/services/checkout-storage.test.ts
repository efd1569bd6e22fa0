import { describe, expect, it, vi } from 'vitest';
import { clientInfo } from '../domain/testing/fixtures';
import { checkoutStorageKey, readSavedCheckout, saveCheckout } from './checkout-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const saved = (value: unknown) => memoryStorage({ [checkoutStorageKey]: JSON.stringify(value) });

describe('saved checkout', () => {
  it('keeps the delivery method and the customer info across a reload, nothing about payment', async () => {
    const storage = memoryStorage();
    saveCheckout({ deliveryMethod: 'collect', clientInfo }, storage);
    expect(JSON.parse(storage.map.get(checkoutStorageKey) ?? '')).toEqual({ version: 1, deliveryMethod: 'collect', clientInfo });
    expect(await readSavedCheckout(storage)).toEqual({ deliveryMethod: 'collect', clientInfo });
  });

  it('forgets everything once the checkout is reset', () => {
    const storage = memoryStorage();
    saveCheckout({ deliveryMethod: 'collect', clientInfo }, storage);
    saveCheckout({ deliveryMethod: null, clientInfo: null }, storage);
    expect(storage.map.has(checkoutStorageKey)).toBe(false);
    expect(readSavedCheckout(storage)).toEqual({});
  });

  it('answers at once when nothing is saved or it cannot be read: a first visit loads no schema', () => {
    expect(readSavedCheckout(memoryStorage())).toEqual({});
    expect(readSavedCheckout(memoryStorage({ [checkoutStorageKey]: '{not json' }))).toEqual({});
    expect(readSavedCheckout(memoryStorage({ [checkoutStorageKey]: 'null' }))).toEqual({});
    expect(readSavedCheckout(undefined)).toEqual({});
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readSavedCheckout(refusing)).toEqual({});
  });

  it('gives the same promise for the same saved text while its schemas load, then checks at once', async () => {
    // A fresh module: no schema loaded yet, as on a cart page's first screen.
    vi.resetModules();
    const fresh = await import('./checkout-storage');
    const value = { version: 1, deliveryMethod: 'collect', clientInfo };
    const first = fresh.readSavedCheckout(saved(value));
    expect(first).toBeInstanceOf(Promise);
    expect(fresh.readSavedCheckout(saved(value))).toBe(first);
    expect(fresh.readSavedCheckout(saved({ ...value, deliveryMethod: 'livreur' }))).not.toBe(first);
    expect(await first).toEqual({ deliveryMethod: 'collect', clientInfo });
    expect(fresh.readSavedCheckout(saved(value))).toEqual({ deliveryMethod: 'collect', clientInfo });
  });

  it('discards foreign or invalid data instead of failing', async () => {
    expect(await readSavedCheckout(saved({ version: 2, deliveryMethod: 'collect' }))).toEqual({});
    expect(await readSavedCheckout(saved({ version: 1, deliveryMethod: 'drone', clientInfo: { fname: 1 } }))).toEqual({
      deliveryMethod: null,
      clientInfo: null,
    });
  });
});
