import { Trans, useLingui } from '@lingui/react/macro';
import { dateLocaleOf } from '../../domain/money';
import { forwardArrow } from '../../domain/reading-direction';
import type { TimelineEntry } from './use-live-flows';
import { useLiveWords } from './use-live-words';

/** The events the shop's actors handled, newest first, with the state each one led to: in words, code names beside. */
export function Timeline({ entries, limit = 30 }: { entries: readonly TimelineEntry[]; limit?: number }) {
  const { i18n, t } = useLingui();
  const { machineTitle, eventText, stateText } = useLiveWords();
  // Latin digits in Arabic too, as the shop writes its times and prices.
  const time = new Intl.DateTimeFormat(dateLocaleOf(i18n.locale), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
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
        <ol className="max-h-[60vh] space-y-2 overflow-auto text-sm" aria-label={t`Events`}>
          {entries.slice(0, limit).map((entry, index) => {
            const flow = machineTitle(entry.machine);
            const event = eventText(entry.machine, entry.event);
            const state = stateText(entry.machine, entry.value);
            return (
              <li key={`${entries.length - index}`} data-event={entry.event}>
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <time className="shrink-0 tabular-nums text-stone-500">{time.format(entry.at)}</time>
                  <span className="font-semibold">{flow.words}</span>
                  <code dir="ltr" className="text-xs text-stone-500">
                    {flow.code}
                  </code>
                </span>
                <span className="block">
                  {event.words}{' '}
                  <code dir="ltr" className="break-all text-xs text-stone-500">
                    {event.code}
                  </code>
                </span>
                <span className="block text-stone-600">
                  {forwardArrow(i18n.locale)} {state.words}{' '}
                  <code dir="ltr" className="text-xs text-stone-500">
                    {state.code}
                  </code>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
