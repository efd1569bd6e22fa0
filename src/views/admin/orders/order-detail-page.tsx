import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { AdminOrderDetail } from '../../../domain/admin';
import { useAdminOrder } from '../../../services/admin-orders';
import { statusOf } from '../../../services/admin-api';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { formatFigure, formatShopTime, formatXof } from '../shared/format';
import { HistoryList } from '../shared/history-list';
import { cardClass, pageTitle } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { OrderActions } from './order-actions';
import { OrderPayments } from './order-payments';
import { OrderRefunds } from './order-refunds';
import { OrderShopperMessages } from './order-shopper-messages';
import { OrderStateBadge } from './order-state-badge';
import { deliveryWords } from './order-words';

/** /admin/orders/:id — everything about one order, and what the staff can do with it now. */
export function OrderDetailPage({ id }: { id: number | null }) {
  const order = useAdminOrder(useAdminMe().uid, id ?? 0);
  return (
    <>
      <Link href="/" className="mb-3 inline-flex items-center gap-1 text-brand-900 underline underline-offset-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All orders</Trans>
      </Link>
      {id === null || statusOf(order.error) === 404 ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          <Trans>This order does not exist.</Trans>
        </p>
      ) : order.isPending ? (
        <Loading />
      ) : order.isError ? (
        <LoadFailed retry={() => void order.refetch()} retrying={order.isFetching}>
          <Trans>The order could not be loaded.</Trans>
        </LoadFailed>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={cardClass}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const info = order.client_info;
  return (
    <>
      <h1 className={`${pageTitle} flex flex-wrap items-center gap-3`}>
        <Trans>Order #{formatFigure(order.id, locale)}</Trans>
        <OrderStateBadge state={order.state} />
      </h1>
      <p className="mb-4 text-stone-700">
        <Trans>
          Placed {formatShopTime(order.created_at, locale)} · {i18n._(deliveryWords[order.shipping_method])} · total{' '}
          {formatXof(order.total, locale)}
        </Trans>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <OrderActions order={order} />
        <Section title={<Trans>Client</Trans>}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">
              <Trans>Name</Trans>
            </dt>
            <dd>
              {info.fname} {info.lname}
            </dd>
            <dt className="font-semibold">
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a className="underline" dir="ltr" href={`tel:${info.phone.replace(/[^+\d]/g, '')}`}>
                {info.phone}
              </a>
            </dd>
            <dt className="font-semibold">
              <Trans>E-mail</Trans>
            </dt>
            <dd className="break-all">{info.email}</dd>
            <dt className="font-semibold">
              <Trans>Address</Trans>
            </dt>
            <dd>
              {info.address}, {info.zip} {info.city}
            </dd>
            <dt className="font-semibold">
              <Trans>Wished for</Trans>
            </dt>
            <dd>
              {info.deliver_date} {info.time}
            </dd>
            <dt className="font-semibold">
              <Trans>Account</Trans>
            </dt>
            <dd>
              {order.customer.fname} {order.customer.lname} · {formatFigure(order.customer.phone, locale)}
            </dd>
          </dl>
        </Section>
        <Section title={<Trans>Lines</Trans>}>
          <ul className="flex flex-col gap-1 text-sm">
            {order.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3">
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span>{formatXof(line.line_total, locale)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-3 border-t border-stone-200 pt-1">
              <span>
                <Trans>Delivery</Trans>
              </span>
              <span>{formatXof(order.delivery_fee, locale)}</span>
            </li>
            <li className="flex justify-between gap-3 font-semibold">
              <span>
                <Trans>Total</Trans>
              </span>
              <span>{formatXof(order.total, locale)}</span>
            </li>
          </ul>
        </Section>
        <Section title={<Trans>Payments</Trans>}>
          <OrderPayments order={order} />
        </Section>
      </div>
      <OrderRefunds orderId={order.id} />
      <div className="mt-4">
        <Section title={<Trans>History</Trans>}>
          <HistoryList entries={order.history} />
        </Section>
      </div>
      <div className="mt-4">
        <Section title={<Trans>Text messages to the client</Trans>}>
          <OrderShopperMessages orderId={order.id} />
        </Section>
      </div>
    </>
  );
}
