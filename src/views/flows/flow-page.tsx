import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { LoadFailed, Loading } from '../shared/load-states';
import { activeStateIds, stepTransitionIds, takenTransitionIds } from './active-states';
import { chartOf } from './chart';
import { layoutChart } from './layout';
import { mirrorLayout } from './mirror';
import { readsRightToLeft } from '../../domain/reading-direction';
import { FlowPaths, type PathStepChoice } from './flow-paths';
import { flowMachine } from './machines';
import { StateChart } from './state-chart';
import { Timeline } from './timeline';
import { liveActorsOf, useLiveFlows } from './use-live-flows';
import { useFlowWords } from './use-flow-words';
import { useLiveWords } from './use-live-words';

function downloadJson(name: string, definition: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(definition, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** /flows/:name: one machine's chart, live, with its running actors and their events. */
export function FlowPage({ name }: { name: string }) {
  const flow = flowMachine(name);
  if (!flow) {
    return (
      <main className="p-6">
        <p role="alert">
          <Trans>There is no flow called {name}.</Trans>
        </p>
        <Link href="/" className="underline">
          <Trans>Every flow</Trans>
        </Link>
      </main>
    );
  }
  return <FlowChart name={name} flow={flow} />;
}

function FlowChart({ name, flow }: { name: string; flow: NonNullable<ReturnType<typeof flowMachine>> }) {
  const { i18n } = useLingui();
  const { say, stateText, transitionText } = useFlowWords();
  const { flowTitle, eventText, stateText: liveState } = useLiveWords();
  const chart = useMemo(() => chartOf(flow.machine, flow.words), [flow]);
  const layout = useQuery({
    queryKey: ['flow-layout', name, i18n.locale],
    queryFn: () => layoutChart(chart, stateText, transitionText),
    staleTime: Infinity,
  });
  // Mirrored once per layout for a right-to-left reader (a new layout each render would reset the chart's zoom).
  const rtl = readsRightToLeft(i18n.locale);
  const drawn = useMemo(() => (layout.data && rtl ? mirrorLayout(layout.data) : layout.data), [layout.data, rtl]);
  const live = useLiveFlows();
  const actors = liveActorsOf(live, flow.machine.id);
  const latest = actors[0];
  const liveActive = useMemo(() => {
    const ids = new Set<string>();
    for (const actor of actors) for (const id of activeStateIds(actor.value)) ids.add(id);
    return ids;
  }, [actors]);
  const liveTaken = useMemo(() => takenTransitionIds(chart, latest), [chart, latest]);
  // A chosen path step shows on the chart instead of the live actors.
  const [chosen, choose] = useState<PathStepChoice | null>(null);
  const step = chosen?.path.steps[chosen.step];
  const before = chosen && chosen.step > 0 ? chosen.path.steps[chosen.step - 1] : undefined;
  const active = step ? activeStateIds(step.value) : liveActive;
  const taken = step ? (before ? stepTransitionIds(chart, before.value, step.event, step.value) : new Set<string>()) : liveTaken;
  const eventWords = (eventType: string) => {
    const said = eventText(flow.machine.id, eventType);
    return said.words === said.code ? '' : said.words;
  };
  const timeline = live.timeline.filter((entry) => entry.machine === flow.machine.id);
  const lastEvent = timeline[0] ? eventText(timeline[0].machine, timeline[0].event) : null;

  return (
    <main className="grid gap-4 p-4 xl:grid-cols-[1fr_22rem]">
      {/* data-layout: the chart's layout (ELK, run in the page) is pending, done or failed — what a test waits for.
          Sticky beside the panels, so stepping through a long path in them never scrolls the chart away. */}
      <section
        aria-labelledby="flow-heading"
        className="min-w-0 xl:sticky xl:top-2 xl:self-start"
        data-layout={layout.isSuccess ? 'done' : layout.isError ? 'failed' : 'pending'}
      >
        <div className="mb-3 flex flex-wrap items-baseline gap-3">
          <Link href="/" className="text-sm text-stone-600 underline">
            <Trans>Every flow</Trans>
          </Link>
          <h1 id="flow-heading" className="text-2xl font-bold">
            {flowTitle(name)}{' '}
            <code dir="ltr" className="text-base font-normal text-stone-500">
              {name}
            </code>
          </h1>
          <p className="text-stone-700">{say(flow.words.summary)}</p>
          <button
            type="button"
            className="ms-auto flex items-center gap-1 rounded border border-stone-300 bg-white px-2 py-1 text-sm hover:bg-stone-100"
            onClick={() => downloadJson(name, flow.machine.definition)}
          >
            <Download size={14} aria-hidden />
            <Trans>Export as JSON</Trans>
          </button>
        </div>
        {layout.isSuccess ? (
          <StateChart layout={drawn ?? layout.data} active={active} taken={taken} />
        ) : layout.isError ? (
          <LoadFailed retry={() => void layout.refetch()} retrying={layout.isFetching}>
            <Trans>The chart could not be drawn.</Trans>
          </LoadFailed>
        ) : (
          <Loading />
        )}
      </section>
      <aside className="flex flex-col gap-4">
        <section aria-labelledby="live-heading" className="rounded-lg border border-stone-200 bg-white p-4">
          <h2 id="live-heading" className="mb-2 font-semibold">
            <Trans>Live</Trans>
          </h2>
          <p className="text-sm" data-testid="last-event">
            <Trans>Last event:</Trans>{' '}
            {lastEvent ? (
              <>
                <span className="font-semibold">{lastEvent.words}</span>{' '}
                <code dir="ltr" className="break-all text-xs text-stone-500">
                  {lastEvent.code}
                </code>
              </>
            ) : (
              '—'
            )}
          </p>
          {actors.length === 0 ? (
            <p className="mt-2 text-sm text-stone-500">
              <Trans>No {name} is running in an open shop tab.</Trans>
            </p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {actors.map((actor) => {
                const now = liveState(actor.machine, actor.value);
                return (
                  <li key={`${actor.tab}/${actor.actor}`}>
                    <Trans>Now in:</Trans> {now.words}{' '}
                    <code dir="ltr" className="text-xs text-stone-500">
                      {now.code}
                    </code>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <FlowPaths name={name} chosen={chosen} choose={choose} eventWords={eventWords} />
        <Timeline entries={timeline} limit={15} />
      </aside>
    </main>
  );
}
