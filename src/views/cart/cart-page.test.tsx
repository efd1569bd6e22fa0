// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CheckoutActor } from '../../actors/checkout-actor';
import type { CartItem } from '../../domain/cart-item';
import { formatMoney, intlLocaleOf } from '../../domain/money';
import { fakeApi, fixtureProducts, renderShop, status } from '../shared/testing';
import { deliveryMethods } from '../checkout/testing';
import { loadSavedCheckoutSchema } from '../../services/checkout-storage';
import CartPage from './cart-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (index: number, quantity: number): CartItem => {
  const product = fixtureProducts[index]!;
  return {
    id: product.id,
    name: product.attributes.name,
    price: product.attributes.price,
    availability: product.attributes.availability,
    category_name: product.attributes.category_name,
    image_url: null,
    quantity,
  };
};

const money = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
/** How the shop writes an XOF amount in English. */
const xof = (amount: number) => money(formatMoney(amount, 'XOF', intlLocaleOf('en')))!;

async function renderCart(items: CartItem[], replies: Record<string, unknown> = { '/api/delivery-methods': deliveryMethods }) {
  fakeApi(replies);
  // A checkout an earlier test saved is then checked at once, as in the browser once its schemas are loaded.
  await loadSavedCheckoutSchema();
  return renderShop(
    <CheckoutActor.Provider>
      <CartPage />
    </CheckoutActor.Provider>,
    { locale: 'en', input: { cart: { items }, wishlist: { items: [] } } },
  );
}

describe('CartPage', () => {
  it('shows each line with its unit price, quantity and line total, and the subtotal', async () => {
    // Tisane n°1 at 1 000 × 3, Tisane n°2 at 2 000 × 1
    await renderCart([line(0, 3), line(1, 1)]);
    const rows = within(screen.getByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Tisane n°1' }).getAttribute('href')).toBe('/details/1');
    expect(within(rows[0]!).getByTestId('quantity').textContent).toBe('3');
    expect(money(within(rows[0]!).getByTestId('line-total').textContent)).toContain(xof(3_000));
    expect(money(screen.getByTestId('cart-subtotal').textContent)).toBe(xof(5_000));
  });

  it('steps quantities through the cart actor, with the buttons disabled at 1 and 99', async () => {
    const { root } = await renderCart([line(0, 1), line(1, 99)]);
    const decreaseFirst = screen.getByRole('button', { name: 'Decrease the quantity of Tisane n°1' }) as HTMLButtonElement;
    const increaseSecond = screen.getByRole('button', { name: 'Increase the quantity of Tisane n°2' }) as HTMLButtonElement;
    expect(decreaseFirst.disabled).toBe(true);
    expect(increaseSecond.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Tisane n°1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Tisane n°2' }));
    const cart = root().getSnapshot().children.cart!;
    expect(cart.getSnapshot().context.items.map((item) => item.quantity)).toEqual([2, 98]);
    expect(decreaseFirst.disabled).toBe(false);
    expect(increaseSecond.disabled).toBe(false);
  });

  it('removes a line', async () => {
    const { root } = await renderCart([line(0, 1), line(1, 2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tisane n°1 from the cart' }));
    expect(
      root()
        .getSnapshot()
        .children.cart!.getSnapshot()
        .context.items.map((item) => item.id),
    ).toEqual([2]);
    expect(screen.queryByRole('link', { name: 'Tisane n°1' })).toBeNull();
  });

  it('keeps the way to checkout closed until a delivery method is chosen, then adds its fee to the total', async () => {
    await renderCart([line(0, 3)]);
    const closed = screen.getByRole('link', { name: 'Proceed to checkout' });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    expect(closed.getAttribute('href')).toBeNull();
    expect(screen.getByText('Choose a delivery method to continue.')).toBeTruthy();
    expect(money(screen.getByTestId('cart-total').textContent)).toBe(xof(3_000));

    fireEvent.click(await screen.findByRole('radio', { name: /Collect in store/ }));
    expect(money(screen.getByTestId('cart-delivery-fee').textContent)).toBe(xof(10_000));
    expect(money(screen.getByTestId('cart-total').textContent)).toBe(xof(13_000));
    const open = screen.getByRole('link', { name: 'Proceed to checkout' });
    expect(open.getAttribute('aria-disabled')).toBeNull();
    expect(open.getAttribute('href')).toBe('/verify');

    fireEvent.click(screen.getByRole('radio', { name: /Courier delivery/ }));
    expect(money(screen.getByTestId('cart-total').textContent)).toBe(xof(5_000));
  });

  it('marks a line that sold out since it was added, names it, and keeps checkout closed until it is removed (issue 21)', async () => {
    // Tisane n°5 was in stock when it was added; the catalogue now says it is not.
    const { root } = await renderCart([line(0, 1), { ...line(4, 2), availability: true }]);
    fireEvent.click(await screen.findByRole('radio', { name: /Collect in store/ }));
    const soldOut = await screen.findByText('No longer in stock: remove it to order');
    expect(soldOut.closest('li')?.textContent).toContain('Tisane n°5');
    expect(screen.getByRole('alert').textContent).toBe('No longer in stock: Tisane n°5. Remove it from your cart to order.');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Tisane n°5 from the cart' }));
    expect(
      root()
        .getSnapshot()
        .children.cart!.getSnapshot()
        .context.items.map((item) => item.id),
    ).toEqual([1]);
    expect(screen.queryByText('No longer in stock: remove it to order')).toBeNull();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/verify');
  });

  it('writes "Prix unitaire :" with the narrow no-break space French puts before a colon (issue 21)', async () => {
    fakeApi({ '/api/delivery-methods': deliveryMethods });
    await renderShop(
      <CheckoutActor.Provider>
        <CartPage />
      </CheckoutActor.Provider>,
      { locale: 'fr', input: { cart: { items: [line(0, 1)] }, wishlist: { items: [] } } },
    );
    const row = within(screen.getByRole('list', { name: 'Produits de votre panier' })).getAllByRole('listitem')[0]!;
    expect(row.textContent).toContain('Prix unitaire\u202f:');
    expect(row.textContent).toContain('Total\u202f:');
  });

  it('says so when the delivery methods cannot be loaded, and checkout stays closed', async () => {
    await renderCart([line(0, 1)], { '/api/delivery-methods': status(503) });
    expect((await screen.findByRole('alert')).textContent).toContain('The delivery methods could not be loaded.');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows an empty cart with the way back to the shop, and suggestions', async () => {
    await renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Continue shopping' })[0]!.getAttribute('href')).toBe('/');
    expect(await screen.findByRole('heading', { name: 'You may also like' })).toBeTruthy();
  });

  it('suggests products that are not in the cart', async () => {
    await renderCart([line(0, 1)]);
    const carousel = (await screen.findByRole('heading', { name: 'You may also like' })).closest('section')!;
    expect(within(carousel).queryByRole('link', { name: 'Tisane n°1' })).toBeNull();
    expect(within(carousel).getByRole('link', { name: 'Tisane n°2' })).toBeTruthy();
  });

  /** How each suggestion's picture is asked for, in order: its loading and its fetch priority. */
  const suggestionPictures = async () => {
    const carousel = (await screen.findByRole('heading', { name: 'You may also like' })).closest('section')!;
    return [...carousel.querySelectorAll('img')].map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`);
  };

  it('loads the first two suggestions of an empty cart at once and first: they are above the fold, its largest paint', async () => {
    await renderCart([]);
    const pictures = await suggestionPictures();
    expect(pictures.length).toBeGreaterThan(2);
    expect(pictures.slice(0, 2)).toEqual(['eager high', 'eager high']);
    expect(new Set(pictures.slice(2))).toEqual(new Set(['lazy auto']));
  });

  it('keeps the suggestions lazy under the lines of a cart that has some', async () => {
    await renderCart([line(0, 1)]);
    expect(new Set(await suggestionPictures())).toEqual(new Set(['lazy auto']));
  });
});
