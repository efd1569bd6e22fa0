import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { methodOfWithdrawMode, type AdminRefund, type RefundStatus } from '../../../domain/refunds';
import { useOrderRefunds, useRetryRefund } from '../../../services/admin-refunds';
import { useLocale } from '../../../services/i18n';
import { FailureMessage } from '../shared/failure-message';
import { cardClass, secondaryButton } from '../shared/styles';
import { formatShopTime, formatXof } from '../shared/format';
import { paymentMethodWords } from '../../shared/payment-method-words';
import { useAdminMe } from '../use-admin-me';

const statusWords: Record<RefundStatus, MessageDescriptor> = {
  pending: msg`being sent`,
  sent: msg`sent`,
  failed: msg`failed`,
  manual: msg`to refund by hand (card)`,
};

/** Money given back for the order (PayDunya payouts to the wallet that paid); shown once there is some. */
export function OrderRefunds({ orderId }: { orderId: number }) {
  const uid = useAdminMe().uid;
  const refunds = useOrderRefunds(uid, orderId);
  const retry = useRetryRefund(uid, orderId);
  if (!refunds.data || refunds.data.length === 0) return null;
  return (
    <section className={`${cardClass} mt-4`}>
      <h2 className="mb-2 text-lg font-semibold">
        <Trans>Refunds</Trans>
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {refunds.data.map((refund) => (
          <RefundLine
            key={refund.id}
            refund={refund}
            retrying={retry.isPending && retry.variables === refund.id}
            onRetry={() => retry.mutate(refund.id)}
          />
        ))}
      </ul>
      {retry.isError && (
        <div className="mt-3">
          <FailureMessage error={retry.error} />
        </div>
      )}
    </section>
  );
}

function RefundLine({ refund, retrying, onRetry }: { refund: AdminRefund; retrying: boolean; onRetry: () => void }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const method = refund.withdraw_mode ? methodOfWithdrawMode[refund.withdraw_mode] : undefined;
  const wallet = refund.withdraw_mode
    ? `${method ? i18n._(paymentMethodWords[method]) : refund.withdraw_mode} ${refund.account_alias ?? ''}`
    : '';
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>
        {formatShopTime(refund.created_at, locale)} · {formatXof(refund.amount, locale)} {wallet && `· ${wallet}`} ·{' '}
        <strong>{i18n._(statusWords[refund.status])}</strong>
        {refund.failure_reason && ` (${refund.failure_reason})`}
        {refund.attempts > 1 && (
          <>
            {' · '}
            <Trans>{refund.attempts} attempts</Trans>
          </>
        )}
      </span>
      {refund.status === 'failed' && (
        <button type="button" className={secondaryButton} disabled={retrying} onClick={onRetry}>
          <Trans>Retry the refund</Trans>
        </button>
      )}
    </li>
  );
}
