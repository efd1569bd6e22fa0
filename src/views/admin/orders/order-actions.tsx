import { useId, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrderDetail } from '../../../domain/admin';
import { allowedActions } from './allowed-actions';
import { AdminCallError } from '../../../services/admin-errors';
import { useOrderActionLogic } from '../../../services/admin-orders';
import { shopInspector } from '../../../actors/inspector';
import { weightyOrderActions } from '../../../machines/admin-order-action';
import { useLocale } from '../../../services/i18n';
import { ErrorPanel } from '../../shared/error-panel';
import { FailureMessage } from '../shared/failure-message';
import { formatShopTime, formatMixed } from '../shared/format';
import { dangerButton, inputClass, primaryButton, secondaryButton } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { orderActionWords, orderStateWords } from './order-words';

/**
 * The buttons of what can happen next: the order machine's allowed actions in the order's state and for
 * its delivery method (src/machines/order.ts, the same machine the server asks). What a click does is the
 * order action machine's (src/machines/admin-order-action.ts): cancel and refund are asked twice.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useLingui();
  const noteId = useId();
  const logic = useOrderActionLogic(useAdminMe().uid);
  // Created with the shop's inspector, so the flow studio (/flows) can watch it.
  const actor = useActorRef(logic, { input: { orderId: order.id }, inspect: shopInspector() });
  const snapshot = useSelector(actor, (state) => state);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const note = () => noteField.current?.value ?? '';
  const actions = allowedActions(order.state, order.shipping_method);
  const sending = snapshot.matches('sending');
  const confirming = snapshot.matches('confirming') ? snapshot.context.action : null;

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
          {/* A new field after each action done: the note is emptied. */}
          <textarea key={snapshot.context.done} ref={noteField} id={noteId} maxLength={500} rows={2} className={`${inputClass} mb-3`} />
          <div className="flex flex-wrap gap-2">
            {actions.map((action) =>
              confirming === action ? (
                <span
                  key={action}
                  role="group"
                  aria-label={t`Confirm: ${i18n._(orderActionWords[action])}`}
                  className="flex flex-wrap gap-2"
                >
                  <button
                    type="button"
                    className={dangerButton}
                    onClick={() => actor.send({ type: 'CONFIRM', note: note() })}
                    disabled={sending}
                  >
                    <Trans>Yes: {i18n._(orderActionWords[action])}</Trans>
                  </button>
                  <button type="button" className={secondaryButton} onClick={() => actor.send({ type: 'CANCEL' })}>
                    <Trans>No, keep it</Trans>
                  </button>
                </span>
              ) : (
                <button
                  key={action}
                  type="button"
                  disabled={sending}
                  className={weightyOrderActions.has(action) ? dangerButton : primaryButton}
                  onClick={() => actor.send({ type: 'CHOOSE', action, note: note() })}
                >
                  {i18n._(orderActionWords[action])}
                </button>
              ),
            )}
          </div>
        </>
      )}
      {snapshot.matches('failed') && <ActionRefused error={snapshot.context.failure} order={order} />}
    </section>
  );
}

/** A refused action: for a 409, the state the order is in now and the last change (who, when), read again from the server. */
function ActionRefused({ error, order }: { error: unknown; order: AdminOrderDetail }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (!(error instanceof AdminCallError) || error.failure.kind !== 'refused')
    return (
      <div className="mt-3">
        <FailureMessage error={error} />
      </div>
    );
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
            Last change: {last.action} by {formatMixed(last.actor_phone ?? last.actor_uid, locale)}, {formatShopTime(last.at, locale)}.
          </Trans>
        </p>
      )}
    </ErrorPanel>
  );
}
