import { Trans, useLingui } from '@lingui/react/macro';
import { useBrowserState } from '../../actors/browser-state';
import { baseCurrency } from '../../domain/base-currency';
import { useCountries, useExchangeRates } from '../../services/catalog';
import { chooseCurrency, currencyOptions, useChosenCurrency } from '../../services/currency';
import { chooseLocale, isLocale, languagesFromCountries, locales, useLocale } from '../../services/i18n';

/** Language names in their own language, as selectors conventionally show them. */
const autonyms: Record<string, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

const selectClass =
  'rounded border border-brand-700 bg-brand-900 px-1.5 py-0.5 text-xs text-brand-50 focus-visible:outline-2 focus-visible:outline-accent-400';

/** Language and currency selectors, filled from the countries the shop serves (spec §2). */
export function PreferencesBar() {
  const { t } = useLingui();
  const locale = useLocale();
  const currency = useChosenCurrency();
  const countries = useCountries();
  const rates = useExchangeRates();
  // Until the countries arrive (or if they fail) every interface language stays choosable.
  const languages = countries.data ? languagesFromCountries(countries.data) : [...locales];
  const currencies = currencyOptions(
    countries.data?.map((country) => country.attributes.currency) ?? [],
    rates.data?.map((rate) => rate.currency) ?? [],
  );
  const currencyLabel = (code: string) => (code === baseCurrency ? 'F CFA' : code);
  // On a page the server rendered, a choice made before the app took the page over would be undone by hydration:
  // the selectors wait for it (a few hundred ms), as they do for good without JavaScript.
  const ready = useBrowserState();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="inline-flex items-center gap-1">
        <span className="sr-only">
          <Trans>Language</Trans>
        </span>
        <select
          className={selectClass}
          disabled={!ready}
          value={locale}
          onChange={(event) => {
            if (isLocale(event.target.value)) void chooseLocale(event.target.value);
          }}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {autonyms[language]}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-flex items-center gap-1">
        <span className="sr-only">
          <Trans>Currency</Trans>
        </span>
        <select
          className={selectClass}
          disabled={!ready}
          value={currencies.includes(currency) ? currency : baseCurrency}
          onChange={(event) => chooseCurrency(event.target.value)}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {currencyLabel(code)}
            </option>
          ))}
        </select>
      </label>
      {currency !== baseCurrency && currencies.includes(currency) && (
        <p className="text-accent-400" title={t`Prices in other currencies are approximate.`}>
          <Trans>Payment in F CFA</Trans>
        </p>
      )}
    </div>
  );
}
