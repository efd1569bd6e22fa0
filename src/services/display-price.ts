import { baseCurrency, displayPrice, intlLocaleOf, type DisplayPrice } from '../domain/money';
import { useExchangeRates } from './catalog';
import { useChosenCurrency } from './currency';
import { useLocale } from './i18n';

/**
 * A price in the chosen currency (F CFA until the rates have loaded). Beside the currency store
 * (currency.ts), which the header needs at first paint: prices are shown by the pages' chunks.
 */
export function useDisplayPrice(amountXof: number): DisplayPrice {
  const currency = useChosenCurrency();
  const locale = useLocale();
  const rates = useExchangeRates(currency !== baseCurrency);
  return displayPrice(amountXof, currency, rates.data ?? [], intlLocaleOf(locale));
}
