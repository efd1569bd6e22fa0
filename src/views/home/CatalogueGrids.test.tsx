// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CategoryBar } from './CategoryBar';
import { AllProductsGrid, FilteredProductGrid } from './CatalogueGrids';
import { fakeApi, pending, renderShop, status } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const grid = (name: string) => screen.getByRole('region', { name });
const cardNames = (region: HTMLElement) => within(region).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const viewMore = (region: HTMLElement) => within(region).queryByRole('button', { name: 'Voir plus' });

describe('the product grids', () => {
  it('show 8 products, then 8 more per "view more", and the button goes once all are shown', async () => {
    fakeApi();
    await renderShop(<AllProductsGrid />);
    const region = await screen.findByRole('region', { name: 'Tous nos produits' });
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(8);
    fireEvent.click(viewMore(region)!);
    expect(cardNames(region)).toHaveLength(16);
    fireEvent.click(viewMore(region)!);
    expect(cardNames(region)).toHaveLength(20);
    expect(viewMore(region)).toBeNull();
  });

  it('the first grid follows the category bar and goes back to page 1 when the filter changes; the second does not filter', async () => {
    fakeApi();
    await renderShop(
      <>
        <CategoryBar />
        <FilteredProductGrid />
        <AllProductsGrid />
      </>,
    );
    const first = await screen.findByRole('region', { name: 'Nos produits' });
    await within(first).findAllByRole('heading', { level: 3 });
    fireEvent.click(viewMore(first)!);
    expect(cardNames(first)).toHaveLength(16);

    fireEvent.click(await screen.findByRole('button', { name: 'Bien-être' }));
    const filtered = grid('Bien-être');
    // Category 1 holds products 1–10: page 1 again, 8 of them.
    expect(cardNames(filtered)).toEqual(['Tisane n°1', 'Tisane n°2', 'Tisane n°3', 'Tisane n°4', 'Tisane n°5', 'Tisane n°6', 'Tisane n°7', 'Tisane n°8']);
    fireEvent.click(viewMore(filtered)!);
    expect(cardNames(filtered)).toHaveLength(10);
    expect(viewMore(filtered)).toBeNull();
    expect(cardNames(grid('Tous nos produits'))).toHaveLength(8);

    fireEvent.click(screen.getByRole('button', { name: 'Thérapie' }));
    expect(cardNames(grid('Thérapie')).length).toBeLessThanOrEqual(8);
    expect(cardNames(grid('Thérapie'))).not.toContain('Tisane n°1');

    // The active category again: the filter is cleared, all products from page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Thérapie' }));
    expect(cardNames(grid('Nos produits'))).toHaveLength(8);
  });

  it('show 8 skeletons while loading', async () => {
    fakeApi({ '/api/products': pending });
    await renderShop(<FilteredProductGrid />);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8);
  });

  it("say 'Erreur lors du chargement des produits' when the products cannot be loaded", async () => {
    fakeApi({ '/api/products': status(400) });
    await renderShop(<FilteredProductGrid />);
    expect(await screen.findByText('Erreur lors du chargement des produits')).toBeTruthy();
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
