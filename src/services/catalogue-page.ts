import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListResponseSchema } from '../domain/catalog';
import type { CatalogueQuery } from '../domain/catalogue-query';
import { getJson } from './api';
import { productListSize, useContentLocale } from './catalog';
import { liveCatalogue } from './query-client';

/**
 * The catalogue page's list (its own module, so the first load of / does not carry it): the server
 * sorts and filters (GET /products with the address's choices), the whole result in one page like the
 * shared list. The previous result stays on screen while a new choice loads, so the grid does not blink.
 */
export function useCatalogue(query: CatalogueQuery) {
  const locale = useContentLocale();
  const choices = Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return useQuery({
    ...liveCatalogue,
    queryKey: ['catalogue', locale, choices],
    queryFn: async () =>
      (
        await getJson('products', productListResponseSchema, {
          populate: 'image',
          'pagination[pageSize]': String(productListSize),
          locale,
          ...choices,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
