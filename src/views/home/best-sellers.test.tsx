// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { BestSellers } from './best-sellers';
import { fakeApi, pending, renderShop, status } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BestSellers', () => {
  it("is titled 'NOS MEILLEURES VENTES' alone, over 4 cards of equal rank: no product's name heads the section (issue 21)", async () => {
    fakeApi();
    const { location } = await renderShop(<BestSellers />);
    const region = screen.getByRole('region', { name: 'NOS MEILLEURES VENTES' });
    const cards = await within(region).findAllByRole('article');
    expect(cards).toHaveLength(4);
    // One section heading; below it, only the cards' own names, each inside its card.
    expect(
      within(region)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['NOS MEILLEURES VENTES']);
    const names = within(region).getAllByRole('heading', { level: 3 });
    expect(names.map((name) => name.textContent)).toEqual(['Tisane n°1', 'Tisane n°2', 'Tisane n°3', 'Tisane n°4']);
    expect(names.every((name) => cards.some((card) => card.contains(name)))).toBe(true);
    expect(within(region).queryByRole('link', { name: /Acheter maintenant/ })).toBeNull();
    // Each card leads to its product.
    fireEvent.click(within(cards[0]!).getAllByRole('link')[0]!);
    expect(location.history?.at(-1)).toBe('/details/1');
  });

  it('shows 4 placeholders while loading', async () => {
    fakeApi({ '/api/products': pending });
    await renderShop(<BestSellers />);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(4);
  });

  it('says when the products cannot be loaded', async () => {
    fakeApi({ '/api/products': status(400) });
    await renderShop(<BestSellers />);
    expect(await screen.findByText('Erreur lors du chargement des produits')).toBeTruthy();
  });
});
