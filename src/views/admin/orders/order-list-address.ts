import { adminOrderListQuerySchema, type AdminOrderListQuery } from '../../../domain/admin';

export type OrderFilters = Partial<Omit<AdminOrderListQuery, 'page_size'>>;
const filterKeys = ['state', 'from', 'to', 'delivery', 'q', 'page'] as const;

/**
 * The list's filters live in the address (`/admin/orders?state=paid&q=diop&page=2`), so a reload, the
 * back button or a shared link show the same list. Read through the API's own schema: a value it would
 * refuse is dropped here rather than sent.
 */
export function filtersOfSearch(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  const filters: OrderFilters = {};
  for (const key of filterKeys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = adminOrderListQuerySchema.safeParse({ [key]: raw });
    if (parsed.success) Object.assign(filters, { [key]: parsed.data[key] });
  }
  return filters;
}

/** The address of a list with these filters (page 1 unless given). */
export function searchOfFilters(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
