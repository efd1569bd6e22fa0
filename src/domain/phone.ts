import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Sign-in phone numbers (spec §5 "Login phone"). The `max` metadata checks the number plan of each
 * country, not only the length, so "77 123 45 67" is a Senegalese mobile and "7712345" is nothing.
 */
export type PhoneCountry = CountryCode;

/** The phone country a shopper starts with (spec §1, §9). */
export const defaultPhoneCountry: PhoneCountry = 'SN';

/** The phone input accepts at most this many characters (spec §5). */
export const phoneInputMaxLength = 250;

// An SMS code can only reach a line that may be a mobile; a number plan without types (undefined) is given the benefit of the doubt.
const textable = new Set<string | undefined>(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER', undefined]);

/**
 * The E.164 form of a number a shopper typed, or null if it is not a valid number that can receive
 * an SMS. Digits without "+" are read in `country`'s plan; "+…" or "00…" numbers keep their own country.
 */
export function signInPhoneNumber(text: string, country: PhoneCountry = defaultPhoneCountry): string | null {
  if (text.length > phoneInputMaxLength) return null;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: country });
  if (!parsed?.isValid() || !textable.has(parsed.getType())) return null;
  return parsed.number;
}

/**
 * A stored number (E.164, "+221774123371") as a shopper writes it: a Senegalese number in the national
 * form with its spaces ("77 412 33 71"), another country’s in the international form ("+33 6 12 34 56 78").
 * Anything that does not read as a number is given back as it is.
 */
export function phoneForDisplay(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, { defaultCountry: defaultPhoneCountry });
  if (!parsed?.isValid()) return stored;
  return parsed.country === defaultPhoneCountry ? parsed.formatNational() : parsed.formatInternational();
}

export function isPhoneCountry(value: string): value is PhoneCountry {
  return (getCountries() as string[]).includes(value);
}

/** Every country of the number plan with its calling code, e.g. { country: 'SN', callingCode: '221' }. */
export function phoneCountries(): { country: PhoneCountry; callingCode: string }[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}
