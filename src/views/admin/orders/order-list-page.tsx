import { Link, useLocation, useRouter, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { AdminOrderSummary } from '../../../domain/admin';
import { useAdminOrders } from '../../../services/admin-orders';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { formatFigure, formatShopTime, formatXof } from '../shared/format';
import { Pager } from '../shared/pager';
import { pageTitle } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { OrderFilterForm } from './order-filter-form';
import { filtersOfSearch, searchOfFilters, type OrderFilters } from './order-list-address';
import { OrderStateBadge } from './order-state-badge';
import { deliveryWords } from './order-words';

/** /admin/orders: the orders found by the filters, newest first, one server page at a time. */
export function OrderListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // The list's own address (its base in the nested routers), not '/': that would add a slash before the query.
  const { base } = useRouter();
  const filters = filtersOfSearch(search);
  const orders = useAdminOrders(useAdminMe().uid, filters);
  const show = (next: OrderFilters) => navigate(`~${base}${searchOfFilters(next)}`);

  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Orders</Trans>
      </h1>
      <OrderFilterForm key={search} filters={filters} onApply={show} />
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <LoadFailed retry={() => void orders.refetch()} retrying={orders.isFetching}>
          <Trans>The orders could not be loaded.</Trans>
        </LoadFailed>
      ) : orders.data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          <Trans>No order matches these filters.</Trans>
        </p>
      ) : (
        <>
          <ul aria-busy={orders.isFetching} className="flex flex-col gap-2">
            {orders.data.data.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          <Pager {...orders.data.meta.pagination} onPage={(page) => show({ ...filters, page })} />
        </>
      )}
    </>
  );
}

function OrderRow({ order }: { order: AdminOrderSummary }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  return (
    <li>
      <Link
        href={`/${order.id}`}
        className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-stone-200 bg-white p-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="font-semibold">
          <Trans>
            Order #{formatFigure(order.id, locale)} · {order.customer_name}
          </Trans>
        </span>
        <span className="justify-self-end font-semibold">{formatXof(order.total, locale)}</span>
        <span className="text-sm text-stone-700">
          {formatFigure(order.phone, locale)} · {i18n._(deliveryWords[order.shipping_method])} ·{' '}
          <time dateTime={order.created_at}>{formatShopTime(order.created_at, locale)}</time>
        </span>
        <span className="justify-self-end">
          <OrderStateBadge state={order.state} />
        </span>
      </Link>
    </li>
  );
}
