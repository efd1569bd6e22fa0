import { useQuery } from '@tanstack/react-query';
import { shopperMessageListResponseSchema } from '../domain/shopper-messages';
import { adminApi, adminKey } from './admin-api';

// A queued message is sent within seconds: the list asks again meanwhile, and stops once none waits.
const whileQueuedMs = 3000;

/** The text messages the shopper was sent about an order, newest first (under the order's key: an action refreshes them). */
export function useOrderShopperMessages(uid: string | null, orderId: number) {
  return useQuery({
    queryKey: adminKey(uid, 'orders', orderId, 'messages'),
    queryFn: async () => shopperMessageListResponseSchema.parse(await adminApi.get(`admin/orders/${orderId}/messages`).json()).data,
    enabled: uid !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((message) => message.status === 'queued') ? whileQueuedMs : false),
  });
}
