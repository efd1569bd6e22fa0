import { Trans } from '@lingui/react/macro';
import { dateLocaleOf } from '../../domain/money';
import type { Order } from '../../domain/order';
import { useLocale } from '../../services/i18n';
import { DeliveryMethodName } from '../shared/delivery-method-name';

/** The delivery day as the shopper reads it ('24 décembre 2030'); the typed day is a calendar day, no time zone. */
function dayOf(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** How and where the order is delivered (issue 16): method, address, date and time, as the shopper gave them. */
export function OrderDelivery({ order }: { order: Order }) {
  const locale = dateLocaleOf(useLocale());
  const { client_info: info } = order;
  const row = 'grid grid-cols-[8rem_1fr] gap-2';
  return (
    <section
      aria-labelledby="order-delivery-heading"
      className="rounded-xl border border-stone-200 p-4 sm:p-6"
      data-testid="order-delivery"
    >
      <h2 id="order-delivery-heading" className="mb-3 text-lg font-bold text-brand-900">
        <Trans>Delivery</Trans>
      </h2>
      <dl className="space-y-2 text-sm">
        <div className={row}>
          <dt className="text-stone-600">
            <Trans>Method</Trans>
          </dt>
          <dd data-testid="order-delivery-method">
            <DeliveryMethodName code={order.shipping_method} />
          </dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">
            <Trans>Address</Trans>
          </dt>
          <dd data-testid="order-delivery-address">
            {info.address}, {info.zip} {info.city}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">
            <Trans>Date</Trans>
          </dt>
          <dd data-testid="order-delivery-date">
            <bdi>{dayOf(info.deliver_date, locale)}</bdi>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">
            <Trans>Time</Trans>
          </dt>
          <dd data-testid="order-delivery-time">{info.time.slice(0, 5)}</dd>
        </div>
      </dl>
    </section>
  );
}
