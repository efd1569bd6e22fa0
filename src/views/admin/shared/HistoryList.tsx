import { Trans } from '@lingui/react/macro';
import type { AuditEntry } from '../../../domain/admin';
import { useLocale } from '../../../services/i18n';
import { formatShopTime } from './format';

const shown = (value: unknown): string => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Who changed what and when, newest first: each changed field as before → after. */
export function HistoryList({ entries }: { entries: AuditEntry[] }) {
  const locale = useLocale();
  if (entries.length === 0) {
    return (
      <p className="text-stone-600">
        <Trans>No change recorded yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        // The fields the change wrote (`before` may also hold context that did not change); all of them for a removal.
        const fields = Object.keys(entry.after ?? entry.before ?? {});
        return (
          <li key={entry.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
            <p>
              <time dateTime={entry.at}>{formatShopTime(entry.at, locale)}</time> · <strong>{entry.action}</strong> ·{' '}
              <Trans>by {entry.actor_phone ?? entry.actor_uid}</Trans>
            </p>
            {fields.length > 0 && (
              <ul className="mt-1 text-stone-700">
                {fields.map((field) => (
                  <li key={field}>
                    <code>{field}</code>: {shown(entry.before?.[field])} → {shown(entry.after?.[field])}
                  </li>
                ))}
              </ul>
            )}
            {entry.note && <p className="mt-1 italic text-stone-700">{entry.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
