import { useMemo, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { defaultPhoneCountry, isPhoneCountry, phoneCountries, type PhoneCountry } from '../../domain/phone';

/**
 * The phone country, Senegal first selected (spec §1); names in the shopper's language. Closed, it
 * shows the dial code only (issue 16: "Sénégal (+" was all a 320 px screen showed); the native list,
 * opened over it, names every country with its code.
 */
export function PhoneCountrySelect({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  const [country, setCountry] = useState<PhoneCountry>(defaultPhoneCountry);
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    return phoneCountries()
      .map(({ country: code, callingCode }) => ({ country: code, callingCode, label: `${names.of(code) ?? code} (+${callingCode})` }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  }, [i18n.locale]);
  const dialCode = options.find((option) => option.country === country)?.callingCode;
  return (
    <div className="relative flex shrink-0 items-center justify-between gap-1 rounded-lg border border-stone-300 bg-white px-2 py-2.5 text-base focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-brand-500">
      <span aria-hidden="true" data-testid="dial-code" className="whitespace-nowrap">
        {country} +{dialCode}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 text-stone-500" />
      <select
        name={name}
        value={country}
        onChange={(event) => isPhoneCountry(event.target.value) && setCountry(event.target.value)}
        aria-label={t`Country`}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {options.map(({ country: code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
