// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { App } from './app';
import { checkoutStorageKey } from '../services/checkout-storage';
import { fakeApi, renderShop } from '../views/shared/testing';
import { anOrder, authChanged, awa } from '../views/account/testing';

vi.mock('../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A browser storage that records which keys are read: a starting checkout actor reads its saved checkout. */
function recordingStorage() {
  const read: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => {
      read.push(key);
      return null;
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  return read;
}

describe('the order routes', () => {
  it('/orders lists the orders without starting a checkout; /orders/:id is the order’s status page', async () => {
    const read = recordingStorage();
    fakeApi({ '/api/orders': { data: [anOrder(5, 'paid')] }, '/api/orders/5': { data: anOrder(5, 'paid') } });
    const shop = await renderShop(<App />, { path: '/orders', locale: 'en' });
    authChanged(shop.root(), awa);
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Order #5' })).toBeTruthy();
    expect(read).not.toContain(checkoutStorageKey);

    act(() => screen.getByRole('link', { name: 'Order #5' }).click());
    expect(shop.location.history?.at(-1)).toBe('/orders/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #5' })).toBeTruthy();
    expect(await screen.findByText('Paid — thank you! We are preparing your order.')).toBeTruthy();
    // The status page lives in the checkout scope: its actor starts there (the observation above would see it).
    expect(read).toContain(checkoutStorageKey);
  });

  it.each(['/orders/', '/Orders'])('%s is the order list too', async (path) => {
    fakeApi({ '/api/orders': { data: [] } });
    await renderShop(<App />, { path, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
  });

  it('/account and /info/about are pages of their own', async () => {
    fakeApi();
    const shop = await renderShop(<App />, { path: '/account', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    act(() => shop.location.navigate('/info/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
  });
});
