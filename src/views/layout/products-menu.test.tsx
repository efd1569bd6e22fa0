// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ProductsMenu } from './products-menu';
import { categoryBarId } from '../shared/scroll-targets';
import { categoryNames, fakeApi, renderShop, status } from '../shared/testing';

const nineCategories = [...categoryNames, 'Encens', 'Coffrets'].map((name, index) => ({ id: index + 1, attributes: { name } }));
const meta = { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 9 } };

let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Page() {
  return (
    <>
      <ProductsMenu />
      <div id={categoryBarId} />
    </>
  );
}

const filterOf = (root: Awaited<ReturnType<typeof renderShop>>['root']) =>
  root().getSnapshot().children.categoryFilter?.getSnapshot().context.categoryId;

describe('ProductsMenu', () => {
  it('lists the first 7 categories of GET /categories', async () => {
    fakeApi({ '/api/categories': { data: nineCategories, meta } });
    await renderShop(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Produits' }));
    expect(screen.getByRole('button', { name: 'Produits' }).getAttribute('aria-expanded')).toBe('true');
    const items = await screen.findAllByRole('button', { pressed: false });
    expect(items.map((item) => item.textContent)).toEqual(categoryNames);
    expect(screen.queryByText('Encens')).toBeNull();
  });

  it('choosing a category sets the shared filter, closes the menu and scrolls to the category bar; choosing it again clears it', async () => {
    fakeApi();
    const { root } = await renderShop(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Produits' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Thérapie' }));
    expect(filterOf(root)).toBe(2);
    expect(screen.getByRole('button', { name: 'Produits' }).getAttribute('aria-expanded')).toBe('false');
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));

    fireEvent.click(screen.getByRole('button', { name: 'Produits' }));
    const active = screen.getByRole('button', { name: 'Thérapie' });
    expect(active.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(active);
    expect(filterOf(root)).toBeNull();
  });

  it('from another page, choosing a category goes to the home page', async () => {
    fakeApi();
    const { location, root } = await renderShop(<Page />, { path: '/favoris' });
    fireEvent.click(screen.getByRole('button', { name: 'Produits' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cosmétique' }));
    expect(location.history?.at(-1)).toBe('/');
    expect(filterOf(root)).toBe(3);
  });

  it('Escape closes the menu', async () => {
    fakeApi();
    await renderShop(<Page />);
    const toggle = screen.getByRole('button', { name: 'Produits' });
    fireEvent.click(toggle);
    const list = await screen.findByRole('button', { name: 'Autres' });
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the categories cannot be loaded', async () => {
    fakeApi({ '/api/categories': status(400) });
    const { container } = await renderShop(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Produits' }));
    expect(await within(container).findByText('Une erreur est survenue')).toBeTruthy();
  });
});
