// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CartItem } from '../domain/cart-item';
import { checkoutStorageKey } from '../services/checkoutStorage';
import { fakeApi, renderShop } from '../views/shared/testing';
import { App } from './App';
import { checkoutPages } from './routes';

const line: CartItem = { id: 1, name: 'Tisane n°1', price: 1000, availability: true, category_name: 'Bien-être', image_url: null, quantity: 2 };
const deliveryMethods = { data: [{ code: 'livreur', name: 'Courier delivery', fee: 2000 }, { code: 'collect', name: 'Collect in store', fee: 10000 }] };
const clientInfo = {
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  phone: '+221 77 123 45 67',
  deliver_date: '2030-12-24',
  time: '14:30',
  city: 'Dakar',
  address: '12 rue Carnot',
  zip: '10200',
};

/** The whole app (its real routes), opened at `path` with one line in the cart. */
async function openShop(path: string) {
  const api = fakeApi({ '/api/delivery-methods': deliveryMethods });
  const shop = await renderShop(<App />, { path, locale: 'en', input: { cart: { items: [line] }, wishlist: { items: [] } } });
  const at = () => shop.location.history?.at(-1);
  const go = (to: string) => act(() => shop.location.navigate(to));
  return { ...shop, api, at, go };
}

const chooseCollection = async () => fireEvent.click(await screen.findByRole('radio', { name: /Collect in store/ }));
const collectionChosen = async () => ((await screen.findByRole('radio', { name: /Collect in store/ })) as HTMLInputElement).checked;
const checkoutHeading = () => screen.findByRole('heading', { name: 'Checkout', level: 1 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout routes', () => {
  it.each(['/shopping-cart', '/verify', '/payment', '/payment/confirmation', '/orders/12', '/verify/', '/Shopping-Cart'])('serve %s', (path) =>
    expect(checkoutPages.test(path)).toBe(true),
  );

  it.each(['/', '/favoris', '/details/1', '/payments', '/payment/confirmation/x', '/orders', '/orders/12/x', '/verify-me', '/auth/login'])(
    'leave %s to the other routes',
    (path) => expect(checkoutPages.test(path)).toBe(false),
  );

  it('keep one checkout actor while the shopper moves between the checkout pages, and stop it when they leave', async () => {
    // Nothing is saved in this browser: only a checkout actor that stayed can remember the delivery method.
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    const shop = await openShop('/shopping-cart');
    await chooseCollection();
    fireEvent.click(screen.getByRole('link', { name: 'Proceed to checkout' }));
    expect(await checkoutHeading()).toBeTruthy();
    expect(shop.at()).toBe('/verify');
    await shop.go('/shopping-cart');
    expect(await collectionChosen()).toBe(true);

    await shop.go('/favoris');
    await screen.findByRole('heading', { level: 1 });
    await shop.go('/verify');
    // A new checkout, with nothing to restore: no delivery method, so back to the cart.
    await waitFor(() => expect(shop.at()).toBe('/shopping-cart'));
  });

  it('coming back after leaving restores the delivery method and the customer info, and never goes on to a payment', async () => {
    const shop = await openShop('/shopping-cart');
    await chooseCollection();
    await shop.go('/favoris');
    await screen.findByRole('heading', { level: 1 });

    await shop.go('/verify');
    expect(await checkoutHeading()).toBeTruthy();
    expect(shop.at()).toBe('/verify');

    localStorage.setItem(checkoutStorageKey, JSON.stringify({ version: 1, deliveryMethod: 'collect', clientInfo }));
    await shop.go('/favoris');
    await screen.findByRole('heading', { level: 1 });
    // The confirmation page is where an order and its payment are made: a restored checkout is sent to the cart instead.
    await shop.go('/payment/confirmation');
    await waitFor(() => expect(shop.at()).toBe('/shopping-cart'));
    expect(await collectionChosen()).toBe(true);
    expect(shop.api.requests.filter((url) => url.pathname.startsWith('/api/orders'))).toEqual([]);
  });
});
