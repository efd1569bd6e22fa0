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
