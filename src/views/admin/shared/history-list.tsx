import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '../../../domain/admin';
import { useLocale } from '../../../services/i18n';
import { formatShopTime, formatMixed } from './format';
import { historyActionWords, historyFieldWords, historyValueWords, no, noValue, storedStateFields, yes } from './history-words';

/** Who changed what and when, newest first: each changed field as before → after, in words. */
export function HistoryList({ entries }: { entries: AuditEntry[] }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  if (entries.length === 0) {
    return (
      <p className="text-stone-600">
        <Trans>No change recorded yet.</Trans>
      </p>
    );
  }
  const valueOf = (field: string, value: unknown): string => {
    if (value === undefined || value === null) return i18n._(noValue);
    if (typeof value === 'boolean') return i18n._(value ? yes : no);
    const words = typeof value === 'string' ? historyValueWords[field]?.[value] : undefined;
    if (words) return i18n._(words);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        // The fields the change wrote (`before` may also hold context that did not change); all of them for a removal.
        const written = Object.keys(entry.after ?? entry.before ?? {});
        const fields = written.includes('state') ? written.filter((field) => !storedStateFields.has(field)) : written;
        const action = historyActionWords[entry.action];
        const who = formatMixed(entry.actor_name ?? entry.actor_phone ?? entry.actor_uid, locale);
        return (
          <li key={entry.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
            <p>
              <time dateTime={entry.at}>{formatShopTime(entry.at, locale)}</time> ·{' '}
              <strong>{action ? i18n._(action) : entry.action}</strong> · <Trans>by {who}</Trans>
            </p>
            {fields.length > 0 && (
              <ul className="mt-1 text-stone-700">
                {fields.map((field) => {
                  const words = historyFieldWords[field];
                  const label = words ? i18n._(words) : <code>{field}</code>;
                  const before = formatMixed(valueOf(field, entry.before?.[field]), locale);
                  const after = formatMixed(valueOf(field, entry.after?.[field]), locale);
                  return (
                    <li key={field}>
                      <Trans>
                        {label}: {before} → {after}
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            )}
            {entry.note && <p className="mt-1 italic text-stone-700">{entry.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
