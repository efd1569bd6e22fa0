import { useQuery } from '@tanstack/react-query';
import { getCheckedJson } from './api';
import { catalogSchema, productListSize, useContentLocale } from './catalog';
import { liveCatalogue } from './query-client';

/** Beside the shared list's key (`products`, the content language), with the category it is filtered by. */
export const categoryProductsKey = (locale: string, categoryId: number) => ['products', locale, { category: categoryId }] as const;

// Its own module: only the product page reads it, and the entry every page loads has no room to spare.
/**
 * The products of one category (the API's category filter), for what a product page suggests beside it: a few
 * products, where the shared list is the whole catalogue. A product page the server renders carries this answer, not
 * the list (two thirds of its HTML when it did), and hydrating it parses a few products, not a hundred.
 */
export function useCategoryProducts(categoryId: number) {
  const locale = useContentLocale();
  return useQuery({
    ...liveCatalogue,
    queryKey: categoryProductsKey(locale, categoryId),
    queryFn: async () =>
      (
        await getCheckedJson('products', catalogSchema('products'), {
          populate: 'image',
          'pagination[pageSize]': String(productListSize),
          locale,
          category: String(categoryId),
        })
      ).data,
  });
}
