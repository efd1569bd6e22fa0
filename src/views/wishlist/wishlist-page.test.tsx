// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { StoredProduct } from '../../domain/cart-item';
import { toStoredProduct } from '../../domain/stored-product';
import { fakeApi, fixtureProducts, renderShop } from '../shared/testing';
import WishlistPage from './wishlist-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = (index: number): StoredProduct => toStoredProduct(fixtureProducts[index]!);

async function renderWishlist(items: StoredProduct[], locale: 'en' | 'fr' = 'en') {
  fakeApi();
  return renderShop(<WishlistPage />, { locale, input: { cart: { items: [] }, wishlist: { items } } });
}

describe('WishlistPage', () => {
  it('lists name, unit price, stock status and actions in a table (desktop) and in cards (phones)', async () => {
    // Product 5 is out of stock.
    const { container } = await renderWishlist([stored(0), stored(4)]);
    const table = screen.getByRole('table', { name: 'Products in your wishlist' });
    expect(table.className).toMatch(/\bhidden\b.*\bmd:table\b/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Unit price', 'Stock status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('In stock')).toBeTruthy();
    expect(within(rows[1]!).getByText('Out of stock')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('price').textContent?.replace(/\s/g, ' ')).toBe('F CFA 1,000');
    const cards = container.querySelector('ul.md\\:hidden');
    expect(cards?.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByTestId('wishlist-count').textContent).toBe('2 products in your wishlist');
  });

  it('adds to the cart with quantity 1, then says in its place how many are in the cart', async () => {
    const { root } = await renderWishlist([stored(0)]);
    const table = screen.getByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: /Add to cart/ }));
    expect(root().getSnapshot().children.cart!.getSnapshot().context.items).toEqual([{ ...stored(0), quantity: 1 }]);
    expect(screen.queryAllByRole('button', { name: /Add to cart/ })).toHaveLength(0);
    expect(
      within(table)
        .getByRole('link', { name: /^In the cart \(1\)\s?: Tisane n°1$/ })
        .getAttribute('href'),
    ).toBe('/shopping-cart');
    // Still kept in the wishlist.
    expect(root().getSnapshot().children.wishlist!.getSnapshot().context.items).toHaveLength(1);
  });

  it('removes a product', async () => {
    const { root } = await renderWishlist([stored(0), stored(1)]);
    fireEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Remove Tisane n°1 from the wishlist' }));
    expect(
      root()
        .getSnapshot()
        .children.wishlist!.getSnapshot()
        .context.items.map((item) => item.id),
    ).toEqual([2]);
    expect(screen.getByTestId('wishlist-count').textContent).toBe('1 product in your wishlist');
  });

  it('shows an empty state and related products', async () => {
    await renderWishlist([]);
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Related products' })).toBeTruthy();
  });
});
