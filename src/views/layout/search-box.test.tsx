// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SearchBox, SearchOptions } from './search-box';
import { catalogKeys } from '../../services/catalog';
import { fakeApi, renderShop, status } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open() {
  fakeApi();
  // As focusing the search does in the shop: the list's chunk is there before the first letter.
  await SearchOptions.preload();
  const rendered = await renderShop(<SearchBox />);
  const input = screen.getByRole('combobox');
  // Focused, the search asks for the catalogue; wait for it, so the results below are the final ones.
  fireEvent.focus(input);
  await waitFor(() => expect(rendered.queryClient.getQueryData(catalogKeys.products('fr'))).toBeDefined());
  return { ...rendered, input };
}

const type = (input: HTMLElement, text: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
};

const seeAll = 'Voir tous les résultats';
/** The products found (the last option, 'see all results', left out). */
const options = () => screen.queryAllByRole('option').filter((option) => option.textContent !== seeAll);

describe('SearchBox', () => {
  it('asks for the catalogue when the search is first focused, not before', async () => {
    const api = fakeApi();
    const rendered = await renderShop(<SearchBox />);
    const askedForList = () => api.requests.filter((url) => url.pathname === '/api/products').length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(askedForList()).toBe(0);
    fireEvent.focus(screen.getByRole('combobox'));
    await waitFor(() => expect(rendered.queryClient.getQueryData(catalogKeys.products('fr'))).toBeDefined());
    expect(askedForList()).toBe(1);
  });

  it("has the spec's French placeholder, corrected (docs/decisions/french-corrections.md)", async () => {
    const { input } = await open();
    expect(input.getAttribute('placeholder')).toBe('Rechercher un produit');
  });

  it('shows nothing until text is entered', async () => {
    const { input } = await open();
    fireEvent.focus(input);
    expect(options()).toHaveLength(0);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    type(input, '   ');
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows at most 10 results, each with its image, name and category', async () => {
    const { input } = await open();
    type(input, 'tisane');
    const found = options();
    expect(found).toHaveLength(10);
    expect(found[0]?.textContent).toContain('Tisane n°1');
    expect(found[0]?.textContent).toContain('Bien-être');
    expect(found[0]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/products/tisane-1-1-small.webp');
  });

  it('matches whatever the case', async () => {
    const { input } = await open();
    type(input, 'SAVON N°1');
    expect(options().map((option) => option.querySelector('.font-semibold')?.textContent)).toEqual([
      'Savon n°13',
      'Savon n°14',
      'Savon n°15',
      'Savon n°16',
      'Savon n°17',
      'Savon n°18',
      'Savon n°19',
    ]);
  });

  it("says 'Aucun résultat' when nothing matches", async () => {
    const { input } = await open();
    type(input, 'chocolat');
    expect(options()).toHaveLength(0);
    expect(screen.getByText('Aucun résultat')).toBeTruthy();
  });

  it('arrows move through the results and Enter opens the product', async () => {
    const { input, location } = await open();
    type(input, 'n°2');
    expect(options().map((option) => option.id)).toHaveLength(2); // n°2 and n°20
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location.history?.at(-1)).toBe('/details/2');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("Enter with no result chosen opens the results page for the whole text; so does 'see all results'", async () => {
    const { input, location } = await open();
    type(input, ' tisane ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location.history?.at(-1)).toBe('/search?q=tisane');
    expect((input as HTMLInputElement).value).toBe('');
    type(input, 'savon');
    // Down past the 8 soaps reaches 'see all results', the last option.
    for (let step = 0; step < 9; step += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: seeAll }).id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location.history?.at(-1)).toBe('/search?q=savon');
    type(input, 'savon');
    fireEvent.click(screen.getByRole('option', { name: seeAll }));
    expect(location.history?.at(-1)).toBe('/search?q=savon');
  });

  it('a click on a result opens the product', async () => {
    const { input, location } = await open();
    type(input, 'savon n°17');
    fireEvent.click(options()[0]!);
    expect(location.history?.at(-1)).toBe('/details/17');
  });

  it('Escape closes the results, a second Escape clears the text', async () => {
    const { input } = await open();
    type(input, 'tisane');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('tisane');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says when the products cannot be loaded', async () => {
    fakeApi({ '/api/products': status(400) });
    await renderShop(<SearchBox />);
    type(screen.getByRole('combobox'), 'tisane');
    expect(await screen.findByText('Erreur lors du chargement des produits')).toBeTruthy();
  });
});
