import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRefundListResponseSchema, adminRefundResponseSchema } from '../domain/refunds';
import { adminApi, adminKey } from './admin-api';
import { adminCall } from './admin-errors';

/** The order's refunds (PayDunya payouts back to the wallet that paid), oldest first. */
export function useOrderRefunds(uid: string | null, orderId: number) {
  return useQuery({
    queryKey: adminKey(uid, 'orders', orderId, 'refunds'),
    queryFn: async () => adminRefundListResponseSchema.parse(await adminApi.get(`admin/orders/${orderId}/refunds`).json()).data,
    enabled: uid !== null,
    staleTime: 0,
  });
}

/** Sends a failed refund again; the order (its history) and its refunds are asked again afterwards. */
export function useRetryRefund(uid: string | null, orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) =>
      adminCall(
        async () =>
          adminRefundResponseSchema.parse(await adminApi.post(`admin/orders/${orderId}/refunds/${refundId}/retry`, { json: {} }).json())
            .data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey(uid, 'orders', orderId) }),
  });
}
