import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  type AdminOrderActionBody,
  type AdminOrderListQuery,
} from '../domain/admin';
import { orderActionMachine } from '../machines/admin-order-action';
import { adminApi, adminKey } from './admin-api';
import { adminCall } from './admin-errors';

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
/**
 * The order action machine (src/machines/admin-order-action.ts) with the API behind it: the answer is the order
 * in its new state, shown at once; refused or not, what the server holds now is asked again (a 409 means
 * someone else moved the order).
 */
export function useOrderActionLogic(uid: string | null) {
  const client = useQueryClient();
  return useMemo(
    () =>
      orderActionMachine.provide({
        actors: {
          runAction: fromPromise<unknown, { orderId: number; request: AdminOrderActionBody }>(async ({ input }) => {
            try {
              const order = await adminCall(
                async () =>
                  adminOrderDetailResponseSchema.parse(
                    await adminApi.post(`admin/orders/${input.orderId}/actions`, { json: input.request }).json(),
                  ).data,
              );
              client.setQueryData(adminKey(uid, 'orders', input.orderId), order);
              return order;
            } finally {
              void client.invalidateQueries({ queryKey: adminKey(uid, 'orders') });
            }
          }),
        },
      }),
    [client, uid],
  );
}
