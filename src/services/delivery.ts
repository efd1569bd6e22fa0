import { useQuery } from '@tanstack/react-query';
import type { ContentLocale } from '../domain/api';
import { getCheckedJson } from './api';
import { catalogSchema } from './catalog';
import { apiLocale, useLocale } from './i18n';
import { liveCatalogue } from './query-client';

export const deliveryKeys = {
  methods: (locale: string) => ['delivery-methods', locale] as const,
};

/** The delivery methods' query, for a hook or an observer outside React (the checkout's orderWatch). */
export function deliveryMethodsQuery(locale: ContentLocale) {
  return {
    ...liveCatalogue,
    queryKey: deliveryKeys.methods(locale),
    queryFn: async () =>
      (
        await getCheckedJson('delivery-methods', catalogSchema('deliveryMethods'), {
          locale,
        })
      ).data,
  };
}

/** Delivery methods with their real fee (DESIGN deviation 2), named in the content language. */
export function useDeliveryMethods() {
  return useQuery(deliveryMethodsQuery(apiLocale(useLocale())));
}
