import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { contentLocaleOf, type ContentLocale } from '../domain/api';

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

/**
 * The catalogs beside the main one (lingui.config.ts): each holds the texts of one area that few
 * shoppers open, and is loaded when that area opens (useCatalog) instead of before the first screen.
 */
export type AreaCatalog = 'info' | 'flows';

async function importCatalog(locale: Locale, name: 'messages' | AreaCatalog): Promise<Messages> {
  const { messages } = await import(`../locales/${locale}/${name}.po`);
  return messages;
}

/** Adds a catalog's messages to the language's (Lingui's load merges); a copy, so no catalog module is changed by another. */
const merge = (locale: Locale, messages: Messages) => i18n.load(locale, { ...messages });

// The areas opened during this visit, and which of their catalogs are merged, per language.
const openedAreas = new Set<AreaCatalog>();
const mergedAreas = new Set<`${Locale}/${AreaCatalog}`>();

async function loadAreaCatalog(locale: Locale, name: AreaCatalog): Promise<true> {
  openedAreas.add(name);
  if (!mergedAreas.has(`${locale}/${name}`)) {
    merge(locale, await importCatalog(locale, name));
    mergedAreas.add(`${locale}/${name}`);
  }
  return true;
}

/**
 * The texts of an area (`src/locales/{locale}/{name}.po`) for the active language: show them once
 * `isSuccess`; until then a loading state, or a failure to retry with `refetch`. A language switch
 * brings the catalogs of the areas already opened along (activateLocale), so their text changes
 * language with the rest of the page; this loads them when it did not.
 */
export function useCatalog(name: AreaCatalog) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', name, locale],
    queryFn: () => loadAreaCatalog(locale, name),
    initialData: () => (mergedAreas.has(`${locale}/${name}`) ? true : undefined),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export async function activateLocale(locale: Locale): Promise<void> {
  // An area catalog that cannot be loaded now is asked for again by its page (useCatalog).
  const [messages] = await Promise.all([
    importCatalog(locale, 'messages'),
    ...[...openedAreas].map((name) => loadAreaCatalog(locale, name).catch(() => false)),
  ]);
  merge(locale, messages);
  i18n.activate(locale);
  // `lang` names the language of the text on screen, so screen readers pick the right voice:
  // the Arabic entry shows the French text, left to right.
  document.documentElement.lang = apiLocale(locale);
  document.documentElement.dataset.locale = locale;
}

export function storedLocale(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Switches at once (no reload) and remembers the choice for the next visit. */
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

/** The active language, re-rendering the caller when it changes (query keys use it). */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : fallbackLocale;
}

export { i18n };
