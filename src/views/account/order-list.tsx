import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import { dateLocaleOf } from '../../domain/money';
import type { Order } from '../../domain/order';
import { shopTimeZone } from '../../domain/shop-time';
import { useLocale } from '../../services/i18n';
import { Price } from '../shared/price';
import { accountPaths } from './account-paths';
import { OrderStatusBadge } from './order-status-badge';

/** The shopper's orders, newest first, each opening its status page. */
export function OrderList({ orders }: { orders: readonly Order[] }) {
  const day = new Intl.DateTimeFormat(dateLocaleOf(useLocale()), { dateStyle: 'long', timeZone: shopTimeZone });
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} day={day.format(new Date(order.created_at))} />
      ))}
    </ul>
  );
}

/** One order: its number, day, item count, status and total. */
function OrderRow({ order, day }: { order: Order; day: string }) {
  const { id } = order;
  const count = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li
      data-testid="order-row"
      className="relative flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 focus-within:border-brand-500 hover:border-brand-500"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="font-bold text-brand-900">
          {/* The link covers the whole card: one target, easy to hit on a phone. */}
          <Link href={accountPaths.order(id)} className="after:absolute after:inset-0 after:rounded-xl focus-visible:underline">
            <Trans>Order #{id}</Trans>
          </Link>
        </h2>
        <p className="text-sm text-stone-600">
          <time dateTime={order.created_at}>{day}</time>
          {' · '}
          <Plural value={count} one="# item" other="# items" />
        </p>
        <OrderStatusBadge status={order.status} />
      </div>
      <Price amount={order.total} className="font-bold text-brand-900" />
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
    </li>
  );
}
