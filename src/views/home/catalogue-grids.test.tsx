// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CategoryBar } from './category-bar';
import { FilteredProductGrid, OtherProductsGrid } from './catalogue-grids';
import { catalogueReplies, fakeApi, pending, renderShop, status } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const grid = (name: string) => screen.getByRole('region', { name });
const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const viewMore = (region: HTMLElement) => within(region).queryByRole('button', { name: 'Voir plus' });

describe('the product grids', () => {
  it('show 8 products, then 8 more per "view more", and the button goes once all are shown; the best sellers are left out', async () => {
    fakeApi();
    await renderShop(<FilteredProductGrid />);
    const region = await screen.findByRole('region', { name: 'Nos produits' });
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(cardNames(region)[0]).toBe('Tisane n°5');
    fireEvent.click(viewMore(region)!);
    expect(cardNames(region)).toHaveLength(16);
    expect(viewMore(region)).toBeNull();
  });

  it('the first grid follows the category bar and goes back to page 1; the second holds the rest; no product twice', async () => {
    fakeApi();
    await renderShop(
      <>
        <CategoryBar />
        <FilteredProductGrid />
        <OtherProductsGrid />
      </>,
    );
    const first = await screen.findByRole('region', { name: 'Nos produits' });
    await within(first).findAllByRole('heading', { level: 3 });
    fireEvent.click(viewMore(first)!);
    expect(cardNames(first)).toHaveLength(16);
    // No category chosen: the first grid already shows every product, so there is no second grid.
    expect(screen.queryByRole('region', { name: 'Nos autres produits' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Bien-être' }));
    const filtered = grid('Bien-être');
    // Category 1 holds products 1–10; 1–4 are the best sellers: page 1 again, the other 6.
    expect(cardNames(filtered)).toEqual(['Tisane n°5', 'Tisane n°6', 'Tisane n°7', 'Tisane n°8', 'Tisane n°9', 'Tisane n°10']);
    expect(viewMore(filtered)).toBeNull();
    const others = grid('Nos autres produits');
    fireEvent.click(viewMore(others)!);
    expect(cardNames(others)).toEqual(['Tisane n°11', 'Tisane n°12', ...[13, 14, 15, 16, 17, 18, 19, 20].map((id) => `Savon n°${id}`)]);

    fireEvent.click(screen.getByRole('button', { name: 'Thérapie' }));
    expect(cardNames(grid('Thérapie')).length).toBeLessThanOrEqual(8);
    expect(cardNames(grid('Thérapie'))).not.toContain('Tisane n°5');

    // The active category again: the filter is cleared, all products from page 1, and the second grid goes.
    fireEvent.click(screen.getByRole('button', { name: 'Thérapie' }));
    expect(cardNames(grid('Nos produits'))).toHaveLength(8);
    expect(screen.queryByRole('region', { name: 'Nos autres produits' })).toBeNull();
  });

  it('show 8 skeletons while loading', async () => {
    fakeApi({ '/api/products': pending });
    await renderShop(<FilteredProductGrid />);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8);
  });

  it("say 'Erreur lors du chargement des produits' with a retry that loads them when the API answers again", async () => {
    const api = fakeApi({ '/api/products': status(503) });
    await renderShop(<FilteredProductGrid />);
    expect(await screen.findByText('Erreur lors du chargement des produits')).toBeTruthy();
    api.reply('/api/products', catalogueReplies()['/api/products']!);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    const region = screen.getByRole('region', { name: 'Nos produits' });
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.queryByText('Erreur lors du chargement des produits')).toBeNull();
  });
});

describe('CategoryBar', () => {
  it('has one button per category, the active one pressed', async () => {
    fakeApi();
    const { root } = await renderShop(<CategoryBar />);
    const buttons = await within(screen.getByRole('navigation')).findAllByRole('button');
    expect(buttons).toHaveLength(7);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    fireEvent.click(buttons[2]!);
    expect(root().getSnapshot().children.categoryFilter?.getSnapshot().context.categoryId).toBe(3);
    expect(buttons[2]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows 7 placeholders while loading', async () => {
    fakeApi({ '/api/categories': pending });
    await renderShop(<CategoryBar />);
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(7);
  });

  it("says 'Une erreur est survenue' when the categories cannot be loaded", async () => {
    fakeApi({ '/api/categories': status(400) });
    await renderShop(<CategoryBar />);
    expect(await screen.findByText('Une erreur est survenue')).toBeTruthy();
  });
});
