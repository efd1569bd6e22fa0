// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { CheckoutActor } from '../../actors/checkout-actor';
import type { Locale } from '../../services/i18n';
import CartPage from '../cart/cart-page';
import { fakeApi, fixtureProducts, renderShop } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the API answers for an Arabic page: its content is French (spec §1), names included. */
const frenchMethods = {
  data: [
    { code: 'livreur', name: 'Livraison par coursier', fee: 2000 },
    { code: 'collect', name: 'Retrait en boutique', fee: 10000 },
  ],
};

const tea = fixtureProducts[0]!;
const cartOfOneTea = {
  cart: {
    items: [
      { id: tea.id, name: tea.attributes.name, price: 1000, availability: true, category_name: 'Bien-être', image_url: null, quantity: 1 },
    ],
  },
  wishlist: { items: [] },
};

async function cartIn(locale: Locale) {
  fakeApi({ '/api/delivery-methods': frenchMethods });
  await renderShop(
    <CheckoutActor.Provider>
      <CartPage />
    </CheckoutActor.Provider>,
    { locale, input: cartOfOneTea },
  );
  return (await screen.findAllByRole('radio')).map((radio) => radio.closest('label')?.textContent?.replace(/\s+/g, ' '));
}

describe('delivery method names are in the page language, like the rest of the interface (issue 21)', () => {
  it.each([
    ['ar', ['التوصيل عبر المندوب', 'الاستلام من المتجر']],
    ['en', ['Courier delivery', 'Collect in store']],
    ['fr', ['Livraison par coursier', 'Retrait en boutique']],
  ] as const)('%s: the cart names the methods in its language whatever the API sent', async (locale, names) => {
    const labels = await cartIn(locale);
    expect(labels).toHaveLength(2);
    names.forEach((name, index) => expect(labels[index]).toContain(name));
    if (locale !== 'fr') expect(labels.join(' ')).not.toMatch(/Livraison|Retrait/);
  });
});
