// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { clientInfo } from '../domain/testing/fixtures';
import { renderWithCart, storeCheckout } from '../views/checkout/testing';
import { App } from './app';

/** The whole app (its real routes), opened at `path` with one line in the cart. */
async function openShop(path: string) {
  const shop = await renderWithCart(<App />, { path });
  const at = () => shop.location.history?.at(-1);
  const go = (to: string) => act(() => shop.location.navigate(to));
  return { ...shop, at, go };
}

// The first test renders the whole app cold (its lazy pages compiled on the way): 0.7–1.4 s here, past a find's default 1 s.
const chooseCollection = async () => fireEvent.click(await screen.findByRole('radio', { name: /Collect in store/ }, { timeout: 5_000 }));
const collectionChosen = async () => ((await screen.findByRole('radio', { name: /Collect in store/ })) as HTMLInputElement).checked;
const checkoutHeading = () => screen.findByRole('heading', { name: 'Checkout', level: 1 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout routes', () => {
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

    storeCheckout({ deliveryMethod: 'collect', clientInfo });
    await shop.go('/favoris');
    await screen.findByRole('heading', { level: 1 });
    // The confirmation page is where an order and its payment are made: a restored checkout is sent to the cart instead.
    await shop.go('/payment/confirmation');
    await waitFor(() => expect(shop.at()).toBe('/shopping-cart'));
    expect(await collectionChosen()).toBe(true);
    expect(shop.api.requests.filter((url) => url.pathname.startsWith('/api/orders'))).toEqual([]);
  });
});
