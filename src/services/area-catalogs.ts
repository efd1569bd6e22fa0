import type { Messages } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { loadAlongWithLocale, mergeMessages, useLocale, type Locale } from './i18n';

/**
 * The catalogs beside the main one (lingui.config.ts): each holds the texts of one area that few
 * shoppers open, and is loaded when that area opens (useCatalog) instead of before the first screen.
 * This module comes with those areas' pages, so the first load of / does not carry their loaders.
 */
export type AreaCatalog = 'info' | 'flows' | 'admin';

async function importAreaCatalog(locale: Locale, name: AreaCatalog): Promise<Messages> {
  const { messages } = await import(`../locales/${locale}/${name}.po`);
  return messages;
}

// The areas opened during this visit, and which of their catalogs are merged, per language.
const openedAreas = new Set<AreaCatalog>();
const mergedAreas = new Set<`${Locale}/${AreaCatalog}`>();

/** Loads an area's texts now (useCatalog then finds them): before hydrating a page the server rendered with them. */
export async function loadAreaCatalog(locale: Locale, name: AreaCatalog): Promise<true> {
  openedAreas.add(name);
  if (!mergedAreas.has(`${locale}/${name}`)) {
    mergeMessages(locale, await importAreaCatalog(locale, name));
    mergedAreas.add(`${locale}/${name}`);
  }
  return true;
}

// A language switch brings the catalogs of the areas already opened along, so their text changes language
// with the rest of the page. One that cannot be loaded now is asked for again by its page (useCatalog).
loadAlongWithLocale((locale) => Promise.all([...openedAreas].map((name) => loadAreaCatalog(locale, name).catch(() => false))));

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
