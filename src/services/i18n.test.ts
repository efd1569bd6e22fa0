// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLocale, apiLocale, chooseLocale, currentLocale, detectLocale, i18n, languagesFromCountries, storedLocale } from './i18n';

const outOfStock = msg`Out of stock`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('detectLocale', () => {
  it.each([
    [null, 'fr-SN', 'fr'],
    [null, 'fr', 'fr'],
    [null, 'en-GB', 'en'],
    [null, 'EN-us', 'en'],
    [null, 'ar-SA', 'ar'],
    // Languages the interface does not speak fall back to English.
    [null, 'de-DE', 'en'],
    [null, 'wo-SN', 'en'],
    [null, '', 'en'],
    [null, undefined, 'en'],
    // The shopper's stored choice wins over the browser.
    ['fr', 'de-DE', 'fr'],
    ['en', 'fr-SN', 'en'],
    ['ar', 'fr-SN', 'ar'],
    // A stored value that is not a language is ignored.
    ['xx', 'fr-SN', 'fr'],
  ])('stored %s, browser %s → %s', (stored, browser, expected) => {
    expect(detectLocale(stored, browser)).toBe(expected);
  });
});

describe('choosing a language', () => {
  it('switches at once and survives a reload', async () => {
    await activateLocale('en');
    await chooseLocale('fr');
    expect(currentLocale()).toBe('fr');
    expect(i18n._(outOfStock)).toBe('Rupture de stock');
    expect(document.documentElement.lang).toBe('fr');
    // Next visit, with an English browser: the choice is kept.
    expect(detectLocale(storedLocale(), 'en-US')).toBe('fr');
    await chooseLocale('en');
    expect(detectLocale(storedLocale(), 'fr-SN')).toBe('en');
    expect(i18n._(outOfStock)).toBe('Out of stock');
    expect(document.documentElement.lang).toBe('en');
  });

  it('Arabic shows the Arabic interface texts, right to left, with the French content; another language goes back to left to right', async () => {
    await chooseLocale('ar');
    expect(currentLocale()).toBe('ar');
    expect(i18n._(outOfStock)).toBe('غير متوفر');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(apiLocale('ar')).toBe('fr');
    await chooseLocale('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('without storage (private mode) the browser language decides and nothing breaks', async () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: denied, setItem: denied, clear: () => {} });
    expect(storedLocale()).toBeNull();
    await chooseLocale('fr');
    expect(currentLocale()).toBe('fr');
    expect(detectLocale(storedLocale(), 'de-DE')).toBe('en');
  });
});

describe('languagesFromCountries', () => {
  it('offers the primary parts of the countries locales that the interface speaks, plus Arabic', () => {
    const countries = ['fr-SN', 'fr-FR', 'en-US', 'wo-SN', 'de-DE'].map((locale) => ({ attributes: { locale } }));
    expect(languagesFromCountries(countries)).toEqual(['fr', 'en', 'ar']);
    expect(languagesFromCountries([{ attributes: { locale: 'fr-SN' } }])).toEqual(['fr', 'ar']);
  });
});
