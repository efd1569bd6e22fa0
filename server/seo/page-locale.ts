/**
 * The language a page's head is written in. The client keeps the shopper's choice in its own storage,
 * which the server never sees, so a shared link names it (`?lang=en`, what og:url and the share button
 * carry); otherwise the browser's Accept-Language decides, as the client does on a first visit; French
 * (the shop's language) when neither names one the shop speaks.
 */
import { apiLocaleSchema, type ApiLocale } from '../../src/domain/api';

export const defaultPageLocale: ApiLocale = 'fr';

/** `?lang=` when it names a language of the shop, else undefined (an unknown value is ignored, never an error page). */
export function requestedLocale(lang: unknown): ApiLocale | undefined {
  const value = Array.isArray(lang) ? lang[0] : lang;
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

export function pageLocale(lang: unknown, acceptLanguage: string | undefined): ApiLocale {
  return requestedLocale(lang) ?? acceptedLocale(acceptLanguage) ?? defaultPageLocale;
}
