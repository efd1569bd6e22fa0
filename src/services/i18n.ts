import { i18n } from '@lingui/core';

export const locales = ['fr', 'en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'en';
const storageKey = 'baobab.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The browser language reduced to its primary part (spec §1), unless the shopper chose one. */
export function detectLocale(stored: string | null, browserLanguage: string | undefined): Locale {
  if (isLocale(stored)) return stored;
  const primary = browserLanguage?.split('-')[0]?.toLowerCase();
  return isLocale(primary) ? primary : fallbackLocale;
}

/** The API has French and English content; Arabic reuses French (spec §1). */
export function apiLocale(locale: Locale): 'fr' | 'en' {
  return locale === 'en' ? 'en' : 'fr';
}

async function loadMessages(locale: Locale) {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  return messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.load(locale, await loadMessages(locale));
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

export function storedLocale(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  await activateLocale(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : fallbackLocale;
}

export { i18n };
