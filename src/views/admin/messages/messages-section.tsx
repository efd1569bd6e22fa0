import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminMessage } from '../../../domain/admin';
import { useMarkHandled, useMessages } from '../../../services/admin-inbox';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { FailureMessage } from '../shared/failure-message';
import { formatShopTime, formatMixed } from '../shared/format';
import { Pager } from '../shared/pager';
import { cardClass, pageTitle, primaryButton, secondaryButton } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';

const views = ['open', 'handled', 'all'] as const;
type InboxView = (typeof views)[number];

/** /admin/messages: the contact form's messages, open ones first; each can be marked handled (or reopened). */
export default function MessagesSection() {
  const { t } = useLingui();
  const uid = useAdminMe().uid;
  const [view, setView] = useState<InboxView>('open');
  const [page, setPage] = useState(1);
  const messages = useMessages(uid, { status: view, page });
  const mark = useMarkHandled(uid);
  const viewNames: Record<InboxView, string> = { open: t`To handle`, handled: t`Handled`, all: t`All messages` };
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Messages</Trans>
      </h1>
      <div role="group" aria-label={t`Show`} className="mb-4 flex flex-wrap gap-2">
        {views.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={view === choice}
            className={view === choice ? primaryButton : secondaryButton}
            onClick={() => {
              setView(choice);
              setPage(1);
            }}
          >
            {viewNames[choice]}
          </button>
        ))}
      </div>
      {mark.isError && (
        <div className="mb-4">
          <FailureMessage error={mark.error} />
        </div>
      )}
      {messages.isPending ? (
        <Loading />
      ) : messages.isError ? (
        <LoadFailed retry={() => void messages.refetch()} retrying={messages.isFetching}>
          <Trans>The messages could not be loaded.</Trans>
        </LoadFailed>
      ) : messages.data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          <Trans>No message here.</Trans>
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {messages.data.data.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                busy={mark.isPending}
                onMark={(handled) => mark.mutate({ message, handled })}
              />
            ))}
          </ul>
          <Pager {...messages.data.meta.pagination} onPage={setPage} />
        </>
      )}
    </>
  );
}

function MessageCard({ message, busy, onMark }: { message: AdminMessage; busy: boolean; onMark: (handled: boolean) => void }) {
  const locale = useLocale();
  const handled = message.handled_at !== null;
  return (
    <li className={cardClass}>
      <p className="font-semibold">
        {message.fname} {message.lname} ·{' '}
        <a className="underline" dir="ltr" href={`mailto:${message.email}`}>
          {message.email}
        </a>{' '}
        ·{' '}
        <a className="underline" dir="ltr" href={`tel:${message.phone.replace(/[^+\d]/g, '')}`}>
          {message.phone}
        </a>
      </p>
      <p className="text-sm text-stone-600">
        <time dateTime={message.created_at}>{formatShopTime(message.created_at, locale)}</time>
        {handled && message.handled_at && (
          <>
            {' · '}
            <Trans>
              handled {formatShopTime(message.handled_at, locale)} by {formatMixed(message.handled_by ?? '?', locale)}
            </Trans>
          </>
        )}
      </p>
      <p className="mt-2 whitespace-pre-line">{message.message}</p>
      <button
        type="button"
        className={`${handled ? secondaryButton : primaryButton} mt-3`}
        disabled={busy}
        onClick={() => onMark(!handled)}
      >
        {handled ? <Trans>Reopen</Trans> : <Trans>Mark handled</Trans>}
      </button>
    </li>
  );
}
