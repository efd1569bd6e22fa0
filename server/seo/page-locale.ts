/**
 * The language a page is written in (its head, and its first screen, which the client then takes over in the same
 * language). A shared link names it (`?lang=en`, what og:url and the share button carry); else the shopper's own
 * choice, which the client keeps in a `lang` cookie for the server (src/services/i18n.ts chooseLocale); else the
 * browser's Accept-Language; French (the shop's language) when none names one the shop speaks.
 */
import { apiLocaleSchema, type ApiLocale } from '../../src/domain/api';
import { localeCookieName } from '../../src/domain/page-render';

export const defaultPageLocale: ApiLocale = 'fr';

/** `?lang=` when it names a language of the shop, else undefined (an unknown value is ignored, never an error page). */
export function requestedLocale(lang: unknown): ApiLocale | undefined {
  const value = Array.isArray(lang) ? lang[0] : lang;
  // Most pages are asked for without one: no failed parse (and its error object) at each request.
  if (value === undefined) return undefined;
  const parsed = apiLocaleSchema.safeParse(typeof value === 'string' ? value.toLowerCase() : value);
  return parsed.success ? parsed.data : undefined;
}

/** The first language of Accept-Language (by q, then order) whose primary part the shop speaks. */
export function acceptedLocale(acceptLanguage: string | undefined): ApiLocale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { primary: tag.split(/[-_]/)[0]?.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { primary } of ranked) {
    const parsed = apiLocaleSchema.safeParse(primary);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

const cookiePattern = new RegExp(`(?:^|;)\\s*${localeCookieName}=([^;]*)`);

/** The language the shopper chose (the `lang` cookie), when it is one the shop speaks. */
export function chosenLocale(cookieHeader: string | undefined): ApiLocale | undefined {
  return cookieHeader ? requestedLocale(cookiePattern.exec(cookieHeader)?.[1]?.trim()) : undefined;
}

export function pageLocale(lang: unknown, acceptLanguage: string | undefined, cookieHeader?: string): ApiLocale {
  return requestedLocale(lang) ?? chosenLocale(cookieHeader) ?? acceptedLocale(acceptLanguage) ?? defaultPageLocale;
}

/**
 * The language of a page the server renders and the client takes over: `?lang=`, the shopper's cookie, then the rule
 * the client follows on a first visit (src/services/i18n.ts detectLocale: the browser's first language when the shop
 * speaks it, else English), so a page hydrates in the language the browser alone would have chosen.
 */
export function renderedPageLocale(lang: unknown, acceptLanguage: string | undefined, cookieHeader?: string): ApiLocale {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().split(/[-_]/)[0]?.toLowerCase();
  return requestedLocale(lang) ?? chosenLocale(cookieHeader) ?? requestedLocale(first) ?? 'en';
}
