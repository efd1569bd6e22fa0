import { useQuery } from '@tanstack/react-query';
import { deliveryMethodListResponseSchema } from '../domain/catalog';
import { getJson } from './api';
import { apiLocale, useLocale } from './i18n';

export const deliveryKeys = {
  methods: (locale: string) => ['delivery-methods', locale] as const,
};

/** Delivery methods with their real fee (DESIGN deviation 2), named in the content language. */
export function useDeliveryMethods() {
  const locale = apiLocale(useLocale());
  return useQuery({
    queryKey: deliveryKeys.methods(locale),
    queryFn: async () => (await getJson('delivery-methods', deliveryMethodListResponseSchema, { locale })).data,
  });
}
