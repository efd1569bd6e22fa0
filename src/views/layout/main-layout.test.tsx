// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { MainLayout } from './main-layout';
import { toStoredProduct } from '../../domain/stored-product';
import { fakeApi, fixtureProducts, renderShop } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = fixtureProducts.slice(0, 3).map(toStoredProduct);

describe('MainLayout', () => {
  it('the wishlist and cart links carry their counts from the root actor', async () => {
    fakeApi();
    const { root } = await renderShop(<MainLayout>page</MainLayout>, {
      input: { cart: { items: [{ ...stored[0]!, quantity: 4 }] }, wishlist: { items: stored } },
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Favoris, 3 articles' }).getAttribute('href')).toBe('/favoris');
    // The cart badge counts lines, not units.
    expect(within(header).getByRole('link', { name: 'Panier, 1 article' }).getAttribute('href')).toBe('/shopping-cart');
    act(() => root().getSnapshot().children.cart?.send({ type: 'ADD', product: stored[1]!, quantity: 1 }));
    expect(within(header).getByRole('link', { name: 'Panier, 2 articles' })).toBeTruthy();
    expect(within(header).getAllByText('2').length).toBeGreaterThan(0);
  });

  it.each([
    ['fr', 0, 'Panier, 0 article'],
    ['en', 0, 'Cart, 0 items'],
    ['en', 1, 'Cart, 1 item'],
    ['ar', 0, 'السلة، 0 قطعة'],
    ['ar', 2, 'السلة، 2 قطعتان'],
    ['ar', 3, 'السلة، 3 قطع'],
  ] as const)('in %s, a cart of %d lines is named in the form the language gives that count', async (locale, lines, name) => {
    fakeApi();
    const items = stored.slice(0, lines).map((product) => ({ ...product, quantity: 1 }));
    await renderShop(<MainLayout>page</MainLayout>, { locale, input: { cart: { items }, wishlist: { items: [] } } });
    expect(within(screen.getByRole('banner')).getByRole('link', { name })).toBeTruthy();
  });

  it('the header shows the contact line with the opening hours and the logo leads home', async () => {
    fakeApi();
    await renderShop(<MainLayout>page</MainLayout>);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('+221 33 820 00 00')).toBeTruthy();
    expect(within(header).getByText(/Lun–Ven : 9h–20h/)).toBeTruthy();
    expect(within(header).getByText(/Sam–Dim : 11h–15h/)).toBeTruthy();
    expect(within(header).getByRole('link', { name: "Baobab, page d'accueil" }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('combobox', { name: 'Rechercher parmi les produits' })).toBeTruthy();
  });

  it('the bottom bar has five useful shortcuts', async () => {
    fakeApi();
    await renderShop(<MainLayout>page</MainLayout>);
    const bar = screen.getByRole('navigation', { name: 'Raccourcis' });
    const items = within(bar).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(bar).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(within(bar).getByRole('button', { name: 'Rechercher' })).toBeTruthy();
    expect(
      within(bar)
        .getByRole('link', { name: /^Favoris/ })
        .getAttribute('href'),
    ).toBe('/favoris');
    expect(
      within(bar)
        .getByRole('link', { name: /^Panier/ })
        .getAttribute('href'),
    ).toBe('/shopping-cart');
  });

  it('the search shortcut focuses the search box', async () => {
    fakeApi();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    await renderShop(<MainLayout>page</MainLayout>);
    act(() =>
      within(screen.getByRole('navigation', { name: 'Raccourcis' }))
        .getByRole('button', { name: 'Rechercher' })
        .click(),
    );
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Rechercher parmi les produits' }));
  });

  it('the footer has every group and link of the spec, none of them dead', async () => {
    fakeApi();
    await renderShop(<MainLayout>page</MainLayout>);
    const footer = await screen.findByRole('contentinfo');
    for (const group of ['Nous contacter', 'Informations', 'Mon compte'])
      expect(within(footer).getByRole('heading', { name: group })).toBeTruthy();
    for (const name of [
      'Voir sur la carte',
      'Facebook',
      'Instagram',
      'TikTok',
      'YouTube',
      'À propos de nous',
      'Informations de livraison',
      'Politique de confidentialité',
      'Conditions de vente',
      'Conditions générales',
      'Mon compte',
      'Mes commandes',
      'Retours',
      'Expédition',
      'Liste de souhaits',
    ]) {
      const href = within(footer).getByRole('link', { name }).getAttribute('href');
      expect(href, name).toMatch(/^(\/|https:\/\/)/);
    }
    expect(within(footer).getByText('Rue 10, Point E')).toBeTruthy();
    expect(within(footer).getByText('contact@baobab.sn')).toBeTruthy();
    expect(within(footer).getByText('Lun–Ven : 9h–20h')).toBeTruthy();
  });
});

describe('navigation', () => {
  it('a new page starts at its top', async () => {
    fakeApi();
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const { location } = await renderShop(<MainLayout>page</MainLayout>);
    scrollTo.mockClear();
    act(() => location.navigate('/details/3'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('the page the shop opens on keeps the place the browser gave it', async () => {
    fakeApi();
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    await renderShop(<MainLayout>page</MainLayout>);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
