import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  type AdminOrderActionBody,
  type AdminOrderListQuery,
} from '../domain/admin';
import { adminApi, adminKey } from './adminApi';
import { adminCall } from './adminErrors';

/** The list's filters as the API's query string: empty ones left out (the server applies its defaults). */
export function orderListSearch(query: Partial<AdminOrderListQuery>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** One page of orders, newest first; the previous page stays on screen while the next one loads. */
export function useAdminOrders(uid: string | null, query: Partial<AdminOrderListQuery>) {
  const searchParams = orderListSearch(query);
  return useQuery({
    queryKey: adminKey(uid, 'orders', 'list', searchParams),
    queryFn: async () => adminOrderListResponseSchema.parse(await adminApi.get('admin/orders', { searchParams }).json()),
    enabled: uid !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(uid: string | null, id: number) {
  return useQuery({
    queryKey: adminKey(uid, 'orders', id),
    queryFn: async () => adminOrderDetailResponseSchema.parse(await adminApi.get(`admin/orders/${id}`).json()).data,
    enabled: uid !== null,
    staleTime: 0,
  });
}

/** Applies an action of the order machine; on success the order and the lists are asked again. */
export function useOrderAction(uid: string | null, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderActionBody) =>
      adminCall(async () => adminOrderDetailResponseSchema.parse(await adminApi.post(`admin/orders/${id}/actions`, { json: body }).json()).data),
    onSuccess: (order) => client.setQueryData(adminKey(uid, 'orders', id), order),
    // Refused or not, what the server holds now is shown: a 409 means someone else moved the order.
    onSettled: () => client.invalidateQueries({ queryKey: adminKey(uid, 'orders') }),
  });
}
