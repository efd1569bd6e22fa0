import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrderDetail, OrderAction } from '../../../domain/admin';
import { allowedActions } from './allowedActions';
import { AdminCallError } from '../../../services/adminErrors';
import { useOrderAction } from '../../../services/adminOrders';
import { useLocale } from '../../../services/i18n';
import { ErrorPanel } from '../../shared/ErrorPanel';
import { FailureMessage } from '../shared/FailureMessage';
import { formatShopTime } from '../shared/format';
import { dangerButton, inputClass, primaryButton, secondaryButton } from '../shared/styles';
import { useAdminMe } from '../useAdminMe';
import { orderActionWords, orderStateWords, weightyActions } from './orderWords';

/**
 * The buttons of what can happen next: the order machine's allowed actions in the order's state and for
 * its delivery method (src/machines/order.ts, the same machine the server asks). Cancel and refund are asked twice.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useLingui();
  const noteId = useId();
  const run = useOrderAction(useAdminMe().uid, order.id);
  const [confirming, setConfirming] = useState<OrderAction | null>(null);
  const [note, setNote] = useState('');
  const actions = allowedActions(order.state, order.shipping_method);

  const apply = (action: OrderAction) => {
    setConfirming(null);
    run.mutate(note.trim() ? { action, note: note.trim() } : { action }, { onSuccess: () => setNote('') });
  };

  return (
    <section aria-labelledby={`${noteId}-title`} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={`${noteId}-title`} className="mb-2 text-lg font-semibold">
        <Trans>What happens next</Trans>
      </h2>
      {actions.length === 0 ? (
        <p className="text-stone-700">
          <Trans>Nothing is left to do for this order.</Trans>
        </p>
      ) : (
        <>
          <label htmlFor={noteId} className="mb-1 block text-sm font-semibold">
            <Trans>Note for the history (optional)</Trans>
          </label>
          <textarea id={noteId} value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} className={`${inputClass} mb-3`} />
          <div className="flex flex-wrap gap-2">
            {actions.map((action) =>
              confirming === action ? (
                <span key={action} role="group" aria-label={t`Confirm: ${i18n._(orderActionWords[action])}`} className="flex flex-wrap gap-2">
                  <button type="button" className={dangerButton} onClick={() => apply(action)} disabled={run.isPending}>
                    <Trans>Yes: {i18n._(orderActionWords[action])}</Trans>
                  </button>
                  <button type="button" className={secondaryButton} onClick={() => setConfirming(null)}>
                    <Trans>No, keep it</Trans>
                  </button>
                </span>
              ) : (
                <button
                  key={action}
                  type="button"
                  disabled={run.isPending}
                  className={weightyActions.has(action) ? dangerButton : primaryButton}
                  onClick={() => (weightyActions.has(action) ? setConfirming(action) : apply(action))}
                >
                  {i18n._(orderActionWords[action])}
                </button>
              ),
            )}
          </div>
        </>
      )}
      {run.isError && <ActionRefused error={run.error} order={order} />}
    </section>
  );
}

/** A refused action: for a 409, the state the order is in now and the last change (who, when), read again from the server. */
function ActionRefused({ error, order }: { error: unknown; order: AdminOrderDetail }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (!(error instanceof AdminCallError) || error.failure.kind !== 'refused') return <div className="mt-3"><FailureMessage error={error} /></div>;
  const { state } = error.failure;
  const last = order.history[0];
  return (
    <ErrorPanel className="mt-3 text-red-900">
      <p>
        <Trans>This action is no longer possible: the order is now “{i18n._(orderStateWords[state])}”.</Trans>
      </p>
      {last && (
        <p>
          <Trans>
            Last change: {last.action} by {last.actor_phone ?? last.actor_uid}, {formatShopTime(last.at, locale)}.
          </Trans>
        </p>
      )}
    </ErrorPanel>
  );
}
