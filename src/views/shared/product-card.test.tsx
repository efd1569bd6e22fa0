// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ProductCard } from './product-card';
import { fixtureProducts, renderShop } from './testing';

afterEach(cleanup);

const inStock = fixtureProducts[0]!;
const outOfStock = fixtureProducts[4]!;

describe('ProductCard', () => {
  it("says 'En stock' when the product is available", async () => {
    await renderShop(<ProductCard product={inStock} />);
    expect(screen.getByText('En stock')).toBeTruthy();
    expect(screen.queryByText('Rupture de stock')).toBeNull();
  });

  it("says 'Rupture de stock' when it is not", async () => {
    expect(outOfStock.attributes.availability).toBe(false);
    await renderShop(<ProductCard product={outOfStock} />);
    expect(screen.getByText('Rupture de stock')).toBeTruthy();
    expect(screen.queryByText('En stock')).toBeNull();
  });

  it('in English the labels are In stock / Out of stock', async () => {
    await renderShop(
      <>
        <ProductCard product={inStock} />
        <ProductCard product={outOfStock} />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('shows the card-sized image with its size, the name, the category and the price in F CFA', async () => {
    const { container } = await renderShop(<ProductCard product={inStock} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(inStock.attributes.image?.[0]?.formats.small.url);
    expect(img?.getAttribute('width')).toBe('240');
    expect(img?.getAttribute('height')).toBe('240');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText(inStock.attributes.name)).toBeTruthy();
    expect(screen.getByText(inStock.attributes.category_name)).toBeTruthy();
    expect(screen.getByTestId('price').textContent?.replace(/\s/g, ' ')).toBe('1 000 F CFA');
  });

  it('the name leads to the details page', async () => {
    const { location } = await renderShop(<ProductCard product={inStock} />);
    fireEvent.click(screen.getByRole('link', { name: inStock.attributes.name }));
    expect(location.history?.at(-1)).toBe('/details/1');
  });

  it('the heart toggles the product in the wishlist actor and is filled while it is there', async () => {
    const { root } = await renderShop(<ProductCard product={inStock} />);
    const heart = screen.getByRole('button', { name: /wishlist|favoris|souhaits/i });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(
      root()
        .getSnapshot()
        .children.wishlist?.getSnapshot()
        .context.items.map((item) => item.id),
    ).toEqual([1]);
    expect(screen.getByRole('button', { name: /wishlist|favoris|souhaits/i }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /wishlist|favoris|souhaits/i }));
    expect(root().getSnapshot().children.wishlist?.getSnapshot().context.items).toEqual([]);
  });

  it('add-to-cart sends the product with quantity 1, then says in its place how many are in the cart and leads there', async () => {
    const { root, container, location } = await renderShop(<ProductCard product={inStock} />);
    fireEvent.click(within(container).getByRole('button', { name: /Ajouter au panier/ }));
    const cart = root().getSnapshot().children.cart;
    expect(cart?.getSnapshot().context.items).toEqual([
      {
        id: 1,
        name: 'Tisane n°1',
        price: 1000,
        availability: true,
        category_name: 'Bien-être',
        image_url: inStock.attributes.image?.[0]?.formats.small.url,
        quantity: 1,
      },
    ]);
    expect(within(container).queryByRole('button', { name: /Ajouter au panier/ })).toBeNull();
    expect(within(container).getByRole('link', { name: 'Dans le panier (1) : Tisane n°1' })).toBeTruthy();
    act(() => cart?.send({ type: 'INCREMENT', id: 1 }));
    fireEvent.click(within(container).getByRole('link', { name: 'Dans le panier (2) : Tisane n°1' }));
    expect(location.history?.at(-1)).toBe('/shopping-cart');
  });
});
