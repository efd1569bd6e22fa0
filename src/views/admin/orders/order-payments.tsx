import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrderDetail } from '../../../domain/admin';
import { paymentMethodWords } from '../../shared/payment-method-words';
import { useLocale } from '../../../services/i18n';
import { formatShopTime, formatXof } from '../shared/format';

type PaymentStatus = AdminOrderDetail['payments'][number]['status'];
const statusWords: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`pending`,
  completed: msg`completed`,
  cancelled: msg`withdrawn`,
  failed: msg`failed`,
};
/** Why an attempt ended as it did; `paid` is what `completed` already says. A new outcome shows its code. */
const outcomeWords: Record<string, MessageDescriptor | null> = {
  paid: null,
  completed: null,
  amount_mismatch: msg`amount different from the order’s`,
  cancelled: msg`cancelled by the client`,
  payment_failed: msg`refused`,
  superseded: msg`replaced by a new attempt`,
  order_expired: msg`the order had expired`,
  order_cancelled: msg`the order was cancelled`,
};
type ReviewReason = AdminOrderDetail['reviews'][number]['reason'];
const reviewWords: Record<ReviewReason, MessageDescriptor> = {
  overpaid: msg`paid twice`,
  paid_after_expiry: msg`paid after the order ended`,
  amount_mismatch: msg`paid an amount different from the order’s`,
};

/** The payment attempts (method, amount, status, why) and the payment problems the staff must resolve. */
export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const open = order.reviews.filter((review) => review.resolved_at === null);
  return (
    <>
      {open.length > 0 && (
        <ul role="alert" className="mb-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
          {open.map((review) => (
            <li key={review.id}>
              <Trans>
                To resolve: {i18n._(reviewWords[review.reason])}, {formatXof(review.amount, locale)}
              </Trans>
            </li>
          ))}
        </ul>
      )}
      {order.payments.length === 0 ? (
        <p className="text-sm text-stone-700">
          <Trans>No payment started.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {order.payments.map((payment) => {
            const outcome = payment.outcome === null ? null : outcomeWords[payment.outcome];
            return (
              <li key={payment.id}>
                {formatShopTime(payment.created_at, locale)} · {i18n._(paymentMethodWords[payment.method])} ·{' '}
                {formatXof(payment.amount, locale)} · <strong>{i18n._(statusWords[payment.status])}</strong>
                {outcome !== null && ` (${outcome === undefined ? payment.outcome : i18n._(outcome)})`}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
