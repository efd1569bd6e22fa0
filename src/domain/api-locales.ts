/**
 * The API's languages without zod: the i18n service in the first load of every page reads these, and the
 * schemas of src/domain/api.ts (which bring zod) load with the first answer they check.
 */

/** Languages the API accepts in `locale`; `ar` is served the French content. */
export const apiLocales = ['fr', 'en', 'ar'] as const;
export type ApiLocale = (typeof apiLocales)[number];

/** Languages the content is written in. */
export type ContentLocale = 'fr' | 'en';
export const contentLocaleOf = (locale: ApiLocale): ContentLocale => (locale === 'en' ? 'en' : 'fr');
