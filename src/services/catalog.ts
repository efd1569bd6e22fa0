import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLocale } from '../domain/api';
import { getCheckedJson, HTTPError, parseRouteId } from './api';
import { apiLocale, useLocale } from './i18n';
import { liveCatalogue } from './query-client';

/** A catalogue answer's schema, with zod: loaded beside the request it checks, not with the page (see getCheckedJson). */
export const catalogSchema =
  <K extends keyof typeof import('./catalog-schemas')>(name: K) =>
  async () =>
    (await import('./catalog-schemas'))[name];

/**
 * Catalogue reads through react-query. Keys carry the content language, so switching language
 * refetches the French or English names; Arabic shares the French cache (same content).
 */
export const catalogKeys = {
  products: (locale: string) => ['products', locale] as const,
  product: (locale: string, id: number) => ['product', locale, id] as const,
  categories: (locale: string) => ['categories', locale] as const,
  countries: (locale: string) => ['countries', locale] as const,
  services: (locale: string) => ['services', locale] as const,
  testimonials: (locale: string) => ['testimonials', locale] as const,
  exchangeRates: ['exchange-rates'] as const,
};

/** Spec §7: one request of up to 100 products shared by the search, the best sellers and the grids. */
export const productListSize = 100;

export function useContentLocale() {
  return apiLocale(useLocale());
}

/** The product list, for useProducts and for asking it before the first screen renders (app/first-screen.ts). */
export const productsQuery = (locale: ContentLocale) =>
  queryOptions({
    ...liveCatalogue,
    queryKey: catalogKeys.products(locale),
    queryFn: async () =>
      (
        await getCheckedJson('products', catalogSchema('products'), {
          populate: 'image',
          'pagination[pageSize]': String(productListSize),
          locale,
        })
      ).data,
  });

/** `enabled: false` reads the list only if another part of the page already has it, and asks for nothing. */
export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQuery(useContentLocale()), enabled });
}

export class ProductNotFound extends Error {
  constructor(raw: string | undefined) {
    super(`no product ${raw ?? ''}`);
    this.name = 'ProductNotFound';
  }
}

/** One product by its route id, for useProduct and for asking it before the first screen renders. */
export const productQuery = (locale: ContentLocale, rawId: string | undefined) => {
  const id = parseRouteId(rawId);
  return queryOptions({
    ...liveCatalogue,
    queryKey: catalogKeys.product(locale, id ?? 0),
    queryFn: async () => {
      if (id === null) throw new ProductNotFound(rawId);
      try {
        return (await getCheckedJson(`products/${id}`, catalogSchema('product'), { populate: 'image', locale })).data;
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 404) throw new ProductNotFound(String(id));
        throw error;
      }
    },
    // A missing product will not appear by asking again; the page says so at once. Other failures are offered again in place.
    retry: false,
  });
};

export function useProduct(rawId: string | undefined) {
  return useQuery(productQuery(useContentLocale(), rawId));
}

export function useCategories() {
  const locale = useContentLocale();
  return useQuery({
    ...liveCatalogue,
    queryKey: catalogKeys.categories(locale),
    queryFn: async () => (await getCheckedJson('categories', catalogSchema('categories'), { locale })).data,
  });
}

export function useCountries() {
  const locale = useContentLocale();
  return useQuery({
    ...liveCatalogue,
    queryKey: catalogKeys.countries(locale),
    queryFn: async () => (await getCheckedJson('countries', catalogSchema('countries'), { locale })).data,
  });
}

export function useServices() {
  const locale = useContentLocale();
  return useQuery({
    ...liveCatalogue,
    queryKey: catalogKeys.services(locale),
    queryFn: async () => (await getCheckedJson('services', catalogSchema('services'), { locale })).data,
  });
}

export function useTestimonials() {
  const locale = useContentLocale();
  return useQuery({
    ...liveCatalogue,
    queryKey: catalogKeys.testimonials(locale),
    queryFn: async () => (await getCheckedJson('testimonials', catalogSchema('testimonials'), { locale })).data,
  });
}

/** Rates do not depend on the language (staff set the euro's); only fetched once a currency other than F CFA is chosen. */
export function useExchangeRates(enabled = true) {
  return useQuery({
    ...liveCatalogue,
    queryKey: catalogKeys.exchangeRates,
    queryFn: async () => (await getCheckedJson('exchange-rates', catalogSchema('exchangeRates'))).data,
    enabled,
  });
}
