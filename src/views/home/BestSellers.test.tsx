// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { BestSellers } from './BestSellers';
import { fakeApi, pending, renderShop, status } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BestSellers', () => {
  it("is titled 'NOS MEILLEURES VENTES', headed by the first product with a buy-now link, and shows 4 cards", async () => {
    fakeApi();
    const { location } = await renderShop(<BestSellers />);
    const region = screen.getByRole('region', { name: 'NOS MEILLEURES VENTES' });
    expect((await within(region).findAllByRole('heading', { level: 3 }))[0]?.textContent).toBe('Tisane n°1');
    expect(within(region).getAllByRole('article')).toHaveLength(4);
    fireEvent.click(within(region).getByRole('link', { name: /^Acheter maintenant.*Tisane n°1$/ }));
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
