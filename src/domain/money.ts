/**
 * Prices are XOF integers everywhere (XOF has no minor unit). Other currencies are for display only:
 * the shopper always pays in F CFA.
 */

import { baseCurrency } from './base-currency';

// In its own module too, so the header's currency selector does not bring the formatting below into the first load of /.
export { baseCurrency };

/** The CFA franc is pegged to the euro; the rate never changes. */
export const xofPerEur = 655.957;

/** How many XOF one unit of `currency` is worth (the API's exchange-rate shape). */
export interface XofRate {
  currency: string;
  xof_per_unit: number;
}

/** Interface language → Intl locale: Senegal's conventions, French digits for Arabic (it reuses French text). */
export function intlLocaleOf(language: string): string {
  return language === 'en' ? 'en-SN' : 'fr-SN';
}

/**
 * How a date is written for the page's language (not the content's: an Arabic page read "décembre 2030 24"). Arabic
 * months with the Latin digits the shop's prices and phone numbers use.
 */
export function dateLocaleOf(language: string): string {
  return language === 'ar' ? 'ar-SN-u-nu-latn' : intlLocaleOf(language);
}

export function convertFromXof(amountXof: number, xofPerUnit: number): number {
  if (!(xofPerUnit > 0)) throw new RangeError(`invalid exchange rate ${xofPerUnit}`);
  return amountXof / xofPerUnit;
}

/**
 * F CFA as Intl writes it for Senegal (money.test.ts holds the two equal), written here because the first
 * Intl.NumberFormat of a page loads the browser's number data: 12-44 ms in Chromium on a desktop, a long task four
 * times as long on a phone, paid while a rendered page is taken over (issue 23). Written alike by the server and the
 * browser, whose number data may differ. No decimals (XOF has no minor unit), halves away from zero.
 */
const xofWriting: Record<string, { group: string; write: (digits: string) => string }> = {
  'fr-SN': { group: '\u202f', write: (digits) => `${digits}\u00a0F\u202fCFA` },
  'en-SN': { group: ',', write: (digits) => `F\u202fCFA\u00a0${digits}` },
};

/** Intl formatting; XOF shows as "F CFA" with no decimals, e.g. "10 000 F CFA" in French. */
export function formatMoney(amount: number, currency: string, intlLocale: string): string {
  const writing = currency === baseCurrency && Number.isFinite(amount) ? xofWriting[intlLocale] : undefined;
  if (!writing) return new Intl.NumberFormat(intlLocale, { style: 'currency', currency }).format(amount);
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, writing.group);
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${writing.write(digits)}`;
}

export interface DisplayPrice {
  /** The price in the chosen currency, formatted. */
  shown: string;
  /** The amount actually charged, in F CFA. */
  xof: string;
  /** True when `shown` is a conversion (so the view can say payment is in F CFA). */
  converted: boolean;
}

/**
 * The price in the shopper's display currency. Falls back to F CFA when the currency has no known rate,
 * so a missing rate never shows a wrong amount.
 */
export function displayPrice(amountXof: number, currency: string, rates: readonly XofRate[], intlLocale: string): DisplayPrice {
  const xof = formatMoney(amountXof, baseCurrency, intlLocale);
  const rate = currency === baseCurrency ? undefined : rates.find((candidate) => candidate.currency === currency);
  if (!rate) return { shown: xof, xof, converted: false };
  return { shown: formatMoney(convertFromXof(amountXof, rate.xof_per_unit), currency, intlLocale), xof, converted: true };
}
