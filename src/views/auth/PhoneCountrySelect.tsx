import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { defaultPhoneCountry, phoneCountries } from '../../domain/phone';

/** The phone country, Senegal first selected (spec §1); names in the shopper's language. */
export function PhoneCountrySelect({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    return phoneCountries()
      .map(({ country, callingCode }) => ({ country, label: `${names.of(country) ?? country} (+${callingCode})` }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  }, [i18n.locale]);
  return (
    <select
      name={name}
      defaultValue={defaultPhoneCountry}
      aria-label={t`Country`}
      className="w-28 shrink-0 rounded-lg border border-stone-300 bg-white px-2 py-2.5 text-base focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
    >
      {options.map(({ country, label }) => (
        <option key={country} value={country}>
          {label}
        </option>
      ))}
    </select>
  );
}
