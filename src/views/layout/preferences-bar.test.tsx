// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PreferencesBar } from './preferences-bar';
import { Price } from '../shared/price';
import { StockBadge } from '../shared/stock-badge';
import { useProducts } from '../../services/catalog';
import { chooseCurrency, chosenCurrency, reloadChosenCurrency } from '../../services/currency';
import { fakeApi, renderShop } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => chooseCurrency('XOF'));
  localStorage.clear();
});

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const currencySelect = () => screen.getByRole('combobox', { name: 'Devise' }) as HTMLSelectElement;
const languageSelect = () => screen.getByRole('combobox', { name: 'Langue' }) as HTMLSelectElement;
const optionValues = (select: HTMLSelectElement) => [...select.options].map((option) => option.value);

function FirstProductName() {
  const products = useProducts();
  return <p data-testid="first-product">{products.data?.[0]?.attributes.name}</p>;
}

describe('currency selector', () => {
  it('offers F CFA and the currencies of the countries that have a rate', async () => {
    fakeApi();
    await renderShop(<PreferencesBar />);
    await waitFor(() => expect(optionValues(currencySelect())).toEqual(['XOF', 'EUR', 'USD']));
    expect(currencySelect().value).toBe('XOF');
    expect(currencySelect().options[0]?.textContent).toBe('F CFA');
  });

  it('shows prices converted for display (EUR at 655.957) with the F CFA amount and a note that payment is in F CFA', async () => {
    fakeApi();
    await renderShop(
      <>
        <PreferencesBar />
        <Price amount={10_000} />
      </>,
    );
    expect(plain(screen.getByTestId('price').textContent)).toBe('10 000 F CFA');
    expect(screen.queryByText('Paiement en F CFA')).toBeNull();
    await waitFor(() => expect(optionValues(currencySelect())).toContain('EUR'));
    fireEvent.change(currencySelect(), { target: { value: 'EUR' } });
    await waitFor(() => expect(plain(screen.getByTestId('price').textContent)).toBe('15,24 €'));
    expect(plain(screen.getByTestId('price').parentElement?.textContent)).toBe('15,24 €(10 000 F CFA)');
    expect(screen.getByText('Paiement en F CFA')).toBeTruthy();
  });

  it('remembers the choice for the next visit', async () => {
    fakeApi();
    await renderShop(<PreferencesBar />);
    await waitFor(() => expect(optionValues(currencySelect())).toContain('USD'));
    fireEvent.change(currencySelect(), { target: { value: 'USD' } });
    expect(chosenCurrency()).toBe('USD');
    act(() => reloadChosenCurrency());
    expect(chosenCurrency()).toBe('USD');
    expect(currencySelect().value).toBe('USD');
  });
});

describe('language selector', () => {
  it('offers fr, en and ar from the countries and switches the interface and the catalogue at once', async () => {
    const api = fakeApi();
    await renderShop(
      <>
        <PreferencesBar />
        <StockBadge available={false} />
        <FirstProductName />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('first-product').textContent).toBe('Tisane n°1'));
    expect(optionValues(languageSelect())).toEqual(['fr', 'en', 'ar']);
    expect(languageSelect().value).toBe('fr');
    expect(screen.getByText('Rupture de stock')).toBeTruthy();

    fireEvent.change(languageSelect(), { target: { value: 'en' } });
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(within(document.body).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(localStorage.getItem('baobab.locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // Every catalogue call carries the language; the switch fetched the English catalogue.
    await waitFor(() =>
      expect(api.requests.filter((url) => url.pathname === '/api/products').map((url) => url.searchParams.get('locale'))).toEqual([
        'fr',
        'en',
      ]),
    );
    const productsCall = api.requests.find((url) => url.pathname === '/api/products');
    expect(productsCall?.searchParams.get('populate')).toBe('image');
    expect(productsCall?.searchParams.get('pagination[pageSize]')).toBe('100');
  });
});
