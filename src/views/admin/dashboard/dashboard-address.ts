import { dashboardQuerySchema, type DashboardQuery } from '../../../domain/admin-dashboard';

/**
 * The period lives in the address (`/admin/dashboard?period=custom&from=2026-11-01&to=2026-11-15`), so a
 * reload or a shared link shows the same figures. Read through the API's own schema: a period it would
 * refuse becomes the default week rather than an error.
 */
export function periodOfSearch(search: string): DashboardQuery {
  const parsed = dashboardQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!parsed.success) return { period: '7d' };
  const { period, from, to } = parsed.data;
  return period === 'custom' ? { period, from, to } : { period };
}

export function searchOfPeriod(query: DashboardQuery): string {
  const params = new URLSearchParams({ period: query.period });
  if (query.period === 'custom' && query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  return `?${params.toString()}`;
}
