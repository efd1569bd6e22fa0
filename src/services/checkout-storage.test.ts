import { describe, expect, it } from 'vitest';
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

describe('saved checkout', () => {
  it('keeps the delivery method and the customer info across a reload, nothing about payment', () => {
    const storage = memoryStorage();
    saveCheckout({ deliveryMethod: 'collect', clientInfo }, storage);
    expect(JSON.parse(storage.map.get(checkoutStorageKey) ?? '')).toEqual({ version: 1, deliveryMethod: 'collect', clientInfo });
    expect(readSavedCheckout(storage)).toEqual({ deliveryMethod: 'collect', clientInfo });
  });

  it('forgets everything once the checkout is reset', () => {
    const storage = memoryStorage();
    saveCheckout({ deliveryMethod: 'collect', clientInfo }, storage);
    saveCheckout({ deliveryMethod: null, clientInfo: null }, storage);
    expect(storage.map.has(checkoutStorageKey)).toBe(false);
    expect(readSavedCheckout(storage)).toEqual({});
  });

  it('discards corrupt, foreign or invalid data instead of failing', () => {
    expect(readSavedCheckout(memoryStorage({ [checkoutStorageKey]: '{not json' }))).toEqual({});
    expect(readSavedCheckout(memoryStorage({ [checkoutStorageKey]: JSON.stringify({ version: 2, deliveryMethod: 'collect' }) }))).toEqual(
      {},
    );
    expect(
      readSavedCheckout(
        memoryStorage({ [checkoutStorageKey]: JSON.stringify({ version: 1, deliveryMethod: 'drone', clientInfo: { fname: 1 } }) }),
      ),
    ).toEqual({
      deliveryMethod: null,
      clientInfo: null,
    });
    expect(readSavedCheckout(undefined)).toEqual({});
  });
});
