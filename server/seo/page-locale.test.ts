import { describe, expect, it } from 'vitest';
import { acceptedLocale, pageLocale } from './page-locale';

describe("the language of a page's head", () => {
  it('takes the best-ranked language the shop speaks from Accept-Language', () => {
    expect(acceptedLocale('de-DE,de;q=0.9,en;q=0.8,fr;q=0.7')).toBe('en');
    expect(acceptedLocale('fr;q=0.5, en-US;q=0.9')).toBe('en');
    expect(acceptedLocale('ar-SN')).toBe('ar');
    expect(acceptedLocale('en;q=0, fr')).toBe('fr');
    expect(acceptedLocale('de, *')).toBeUndefined();
    expect(acceptedLocale(undefined)).toBeUndefined();
  });

  it('prefers ?lang, ignores an unknown one, and falls back to French', () => {
    expect(pageLocale('EN', 'fr')).toBe('en');
    expect(pageLocale(['ar', 'en'], 'fr')).toBe('ar');
    expect(pageLocale('xx', 'en')).toBe('en');
    expect(pageLocale(undefined, undefined)).toBe('fr');
  });
});
