import { Trans, useLingui } from '@lingui/react/macro';
import { stateValueText } from './activeStates';
import type { TimelineEntry } from './useLiveFlows';

/** The events the shop's actors handled, newest first, with the state each one led to. */
export function Timeline({ entries, limit = 30 }: { entries: readonly TimelineEntry[]; limit?: number }) {
  const { i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <section aria-labelledby="timeline-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="timeline-heading" className="mb-2 font-semibold">
        <Trans>Timeline</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-500">
          <Trans>Nothing yet: use the shop in another tab of this browser.</Trans>
        </p>
      ) : (
        <ol className="max-h-[60vh] space-y-1 overflow-auto text-sm" aria-label="Events">
          {entries.slice(0, limit).map((entry, index) => (
            <li key={`${entries.length - index}`} className="flex gap-2" data-event={entry.event}>
              <time className="shrink-0 tabular-nums text-stone-500">{time.format(entry.at)}</time>
              <span className="font-mono">{entry.machine}</span>
              <span className="font-mono font-semibold">{entry.event}</span>
              <span className="truncate text-stone-600">→ {stateValueText(entry.value, entry.machine)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
