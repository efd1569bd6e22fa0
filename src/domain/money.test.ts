import { describe, expect, it } from 'vitest';
import { convertFromXof, dateLocaleOf, displayPrice, formatMoney, intlLocaleOf, xofPerEur } from './money';

// Intl separates digit groups with narrow or plain no-break spaces depending on the ICU version.
const plain = (text: string) => text.replace(/\s/g, ' ');

const rates = [
  { currency: 'EUR', xof_per_unit: xofPerEur },
  { currency: 'USD', xof_per_unit: 600 },
];

describe('formatMoney', () => {
  it.each([
    [10_000, 'XOF', 'fr-SN', '10 000 F CFA'],
    [1_250_000, 'XOF', 'fr-SN', '1 250 000 F CFA'],
    [0, 'XOF', 'fr-SN', '0 F CFA'],
    [10_000, 'XOF', 'en-SN', 'F CFA 10,000'],
    [15.24, 'EUR', 'fr-SN', '15,24 €'],
    [15.24, 'EUR', 'en-SN', '€15.24'],
  ])('%d %s in %s is "%s"', (amount, currency, locale, expected) => {
    expect(plain(formatMoney(amount, currency, locale))).toBe(expected);
  });
});

describe('F CFA written without Intl', () => {
  const amounts = [
    0, -0, 1, 5, 999, 1000, 4500, 10_000, 99_999, 100_000, 1_234_567, 12_345_678_901, -4500, -0.4, 0.5, 1234.5, -1234.5, 999.6,
  ];

  it.each(['fr-SN', 'en-SN'])('reads as Intl writes it in %s, for every amount', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'XOF' });
    expect(amounts.map((amount) => plain(formatMoney(amount, 'XOF', locale)))).toEqual(amounts.map((amount) => plain(intl.format(amount))));
  });

  it('keeps a price on one line: no-break spaces only', () => {
    expect(formatMoney(4500, 'XOF', 'fr-SN')).toBe('4\u202f500\u00a0F\u202fCFA');
    expect(formatMoney(-4500, 'XOF', 'en-SN')).toBe('-F\u202fCFA\u00a04,500');
  });

  it('leaves other currencies, languages and amounts that are not numbers to Intl', () => {
    expect(plain(formatMoney(4500, 'XOF', 'ar-SN'))).toBe(
      plain(new Intl.NumberFormat('ar-SN', { style: 'currency', currency: 'XOF' }).format(4500)),
    );
    expect(plain(formatMoney(Number.NaN, 'XOF', 'fr-SN'))).toBe(
      plain(new Intl.NumberFormat('fr-SN', { style: 'currency', currency: 'XOF' }).format(Number.NaN)),
    );
  });
});

describe('convertFromXof', () => {
  it.each([
    [655_957, xofPerEur, 1000],
    [10_000, xofPerEur, 10_000 / 655.957],
    [6000, 600, 10],
  ])('%d XOF at %d per unit is %d', (amount, rate, expected) => {
    expect(convertFromXof(amount, rate)).toBeCloseTo(expected, 10);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => convertFromXof(100, 0)).toThrow(RangeError);
  });
});

describe('displayPrice', () => {
  it.each([
    ['XOF', 'fr-SN', '10 000 F CFA', false],
    ['EUR', 'fr-SN', '15,24 €', true],
    ['EUR', 'en-SN', '€15.24', true],
    ['USD', 'en-SN', '$16.67', true],
    // No known rate: never a wrong amount, F CFA instead.
    ['GBP', 'fr-SN', '10 000 F CFA', false],
  ])('10 000 XOF shown in %s (%s) is "%s"', (currency, locale, shown, converted) => {
    const price = displayPrice(10_000, currency, rates, locale);
    expect(plain(price.shown)).toBe(shown);
    expect(price.converted).toBe(converted);
    expect(plain(price.xof)).toBe(plain(formatMoney(10_000, 'XOF', locale)));
  });
});

describe('intlLocaleOf', () => {
  it.each([
    ['fr', 'fr-SN'],
    ['en', 'en-SN'],
    ['ar', 'fr-SN'],
  ])('%s formats as %s', (language, expected) => {
    expect(intlLocaleOf(language)).toBe(expected);
  });
});

describe('dates in the page language (issue 21)', () => {
  const christmasEve = new Date('2030-12-24T12:00:00Z');
  const long = (language: string) =>
    new Intl.DateTimeFormat(dateLocaleOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(christmasEve);

  it('writes an Arabic page its dates in Arabic, with the Latin digits of its prices, not the French content language', () => {
    expect(long('ar')).toContain('ديسمبر');
    expect(long('ar')).toContain('2030');
    expect(long('ar')).not.toContain('décembre');
  });

  it('keeps French and English as they were', () => {
    expect(long('fr')).toBe('24 décembre 2030');
    expect(long('en')).toBe('December 24, 2030');
  });
});
