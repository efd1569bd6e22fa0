// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import ProductPage from './product-page';
import { fakeApi, fixtureProducts, renderShop, status } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (path: string) => renderShop(<Route path="/details/:id" component={ProductPage} />, { path });

const quantity = () => (screen.getByLabelText('Quantité') as HTMLInputElement).value;
const plus = () => fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
const minus = () => fireEvent.click(screen.getByRole('button', { name: 'Diminuer la quantité' }));

describe('ProductPage', () => {
  it('shows the product: name, stock, properties, price, description and the notes', async () => {
    fakeApi();
    await page('/details/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tisane n°3' })).toBeTruthy();
    expect(screen.getAllByText('En stock').length).toBeGreaterThan(0);
    expect(screen.getByText('Propriété A3')).toBeTruthy();
    expect(screen.getByText('Description du produit 3.')).toBeTruthy();
    expect(screen.getByText('Informations complémentaires')).toBeTruthy();
    expect(screen.getByText('Regarder la vidéo')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Moyens de paiement acceptés' })).getByText('Wave')).toBeTruthy();
    const article = screen.getByRole('article', { name: 'Tisane n°3' });
    expect(within(article).getAllByTestId('price')[0]?.textContent?.replace(/\s/g, ' ')).toBe('3 000 F CFA');
  });

  it('the quantity starts at 1, stays within 1..10 and ignores steps past the bounds', async () => {
    fakeApi();
    await page('/details/3');
    await screen.findByRole('heading', { level: 1 });
    const input = screen.getByLabelText('Quantité') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(quantity()).toBe('1');
    minus();
    expect(quantity()).toBe('1');
    for (let step = 0; step < 12; step += 1) plus();
    expect(quantity()).toBe('10');
    minus();
    expect(quantity()).toBe('9');
  });

  it('an out-of-stock product cannot be added: its button is disabled and says why (issue 21)', async () => {
    fakeApi();
    const { root } = await page('/details/5');
    await screen.findByRole('heading', { level: 1, name: 'Tisane n°5' });
    const button = screen.getByRole('button', { name: /Rupture de stock\u202f: ajout impossible.*Tisane n°5/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(root().getSnapshot().children.cart?.getSnapshot().context.items).toEqual([]);
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).toBeNull();
  });

  it('adds the chosen quantity to the cart, then hides the button', async () => {
    fakeApi();
    const { root } = await page('/details/3');
    await screen.findByRole('heading', { level: 1 });
    plus();
    plus();
    fireEvent.click(screen.getByRole('button', { name: /Ajouter au panier.*Tisane n°3/ }));
    expect(root().getSnapshot().children.cart?.getSnapshot().context.items).toMatchObject([{ id: 3, quantity: 3 }]);
    expect(screen.queryByRole('button', { name: /Ajouter au panier.*Tisane n°3/ })).toBeNull();
    expect(screen.queryByLabelText('Quantité')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dans votre panier\u202f: voir le panier' }).getAttribute('href')).toBe('/shopping-cart');
  });

  it('a thumbnail becomes the main picture', async () => {
    fakeApi();
    const { container } = await page('/details/3');
    await screen.findByRole('heading', { level: 1 });
    const main = () => container.querySelector('article img')?.getAttribute('src');
    expect(main()).toBe(fixtureProducts[2]?.attributes.image?.[0]?.url);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la photo 3' }));
    expect(main()).toBe(fixtureProducts[2]?.attributes.image?.[2]?.url);
    expect(screen.getByRole('button', { name: 'Afficher la photo 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the heart toggles the wishlist', async () => {
    fakeApi();
    const { root } = await page('/details/3');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Tisane n°3 à la liste de souhaits' }));
    expect(
      root()
        .getSnapshot()
        .children.wishlist?.getSnapshot()
        .context.items.map((item) => item.id),
    ).toEqual([3]);
  });

  it('a product that does not exist says so in place, with ways back, and stays at its address', async () => {
    fakeApi();
    const { location } = await page('/details/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce produit n’existe pas.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous les produits' }).getAttribute('href')).toBe('/products');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(location.history).toEqual(['/details/999']);
  });

  it('a failed load (server error) offers a retry in place that shows the product once the API answers', async () => {
    const api = fakeApi({ '/api/products/3': status(503) });
    const { location } = await page('/details/3');
    expect(await screen.findByText('Le produit n’a pas pu être chargé.')).toBeTruthy();
    api.reply('/api/products/3', { data: fixtureProducts[2], meta: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tisane n°3' })).toBeTruthy();
    expect(location.history).toEqual(['/details/3']);
  });

  it('an id that is not a number never calls the API and says the product does not exist', async () => {
    const api = fakeApi();
    await page('/details/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce produit n’existe pas.' })).toBeTruthy();
    expect(api.requests.some((url) => url.pathname.startsWith('/api/products/'))).toBe(false);
  });

  it('suggests products of the same category only, never the product itself', async () => {
    fakeApi();
    await page('/details/3');
    const similar = await screen.findByRole('region', { name: 'Produits similaires' });
    const names = (await within(similar).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    // Category 1 holds products 1–10.
    expect(names.sort()).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10].map((id) => `Tisane n°${id}`).sort());
  });
});
