import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { contentLocaleOf, type ContentLocale } from '../domain/api-locales';
import { localeCookieName } from '../domain/page-render';
import { pageTakenOver } from './page-takeover';

export const locales = ['fr', 'en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'en';
const storageKey = 'baobab.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The primary part of a language tag, lower-cased: 'fr-SN' → 'fr'. */
export function primaryLanguage(tag: string | undefined): string | undefined {
  return tag?.split(/[-_]/)[0]?.toLowerCase() || undefined;
}

/** The browser language reduced to its primary part (spec §1), unless the shopper chose one. */
export function detectLocale(stored: string | null, browserLanguage: string | undefined): Locale {
  if (isLocale(stored)) return stored;
  const primary = primaryLanguage(browserLanguage);
  return isLocale(primary) ? primary : fallbackLocale;
}

/** The API has French and English content; Arabic reuses French (spec §1) — the server's own rule. */
export const apiLocale: (locale: Locale) => ContentLocale = contentLocaleOf;

/**
 * Languages the selector offers: those of the countries the shop serves that the interface speaks,
 * plus Arabic, which the interface always offers (spec §1) although no seeded country uses it.
 */
export function languagesFromCountries(countries: readonly { attributes: { locale: string } }[]): Locale[] {
  const spoken = new Set(countries.map((country) => primaryLanguage(country.attributes.locale)));
  spoken.add('ar');
  return locales.filter((locale) => spoken.has(locale));
}

async function importMessages(locale: Locale): Promise<Messages> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  return messages;
}

/** Adds a catalog's messages to the language's (Lingui's load merges); a copy, so no catalog module is changed by another. */
export const mergeMessages = (locale: Locale, messages: Messages) => i18n.load(locale, { ...messages });

/**
 * What else a language switch brings along before the new language shows: the area catalogs already
 * opened (src/services/area-catalogs.ts registers here, so their loader stays out of the first load).
 */
const alongWithLocale = new Set<(locale: Locale) => Promise<unknown>>();
export function loadAlongWithLocale(load: (locale: Locale) => Promise<unknown>): void {
  alongWithLocale.add(load);
}

export async function activateLocale(locale: Locale): Promise<void> {
  const [messages] = await Promise.all([importMessages(locale), ...[...alongWithLocale].map((load) => load(locale))]);
  mergeMessages(locale, messages);
  i18n.activate(locale);
  // On the server (src/entry-server.tsx) the page's <html> is written with the same attributes.
  if (typeof document === 'undefined') return;
  // `lang` names the language of the interface, so screen readers pick the right voice; Arabic reads
  // right to left, and the layout (logical properties, rtl: variants) mirrors with `dir`.
  const root = document.documentElement;
  root.lang = locale;
  root.dir = locale === 'ar' ? 'rtl' : 'ltr';
  root.dataset.locale = locale;
}

export function storedLocale(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The choice told to the server too: it writes the next page in this language (server/seo/page-locale.ts reads the
 * cookie before Accept-Language), so the page the server renders and the one the client hydrates speak the same.
 */
export function rememberLocaleForServer(locale: Locale): void {
  document.cookie = `${localeCookieName}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches at once (no reload) and remembers the choice for the next visit. On a page the server rendered, the switch
 * waits for the last part of the page to be hydrated (page-takeover.ts): that part must find the server's words.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  rememberLocaleForServer(locale);
  await pageTakenOver();
  await activateLocale(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : fallbackLocale;
}

/** The active language, re-rendering the caller when it changes (query keys use it). */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : fallbackLocale;
}

export { i18n };
