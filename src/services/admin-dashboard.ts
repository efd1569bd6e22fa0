import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardResponseSchema, type DashboardQuery } from '../domain/admin-dashboard';
import { adminApi, adminKey } from './admin-api';

/** The dashboard's figures for a period; the previous period stays on screen while the next one loads. */
export function useAdminDashboard(uid: string | null, query: DashboardQuery) {
  const searchParams = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return useQuery({
    queryKey: adminKey(uid, 'dashboard', searchParams),
    queryFn: async () => dashboardResponseSchema.parse(await adminApi.get('admin/dashboard', { searchParams }).json()).data,
    enabled: uid !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
