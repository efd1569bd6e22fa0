import { Link } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import { chartOf } from './chart';
import { flowSize } from './flow-size';
import { flowMachines } from './machines';
import { Timeline } from './timeline';
import { liveActorsOf, useLiveFlows } from './use-live-flows';
import { useFlowWords } from './use-flow-words';
import { useLiveWords } from './use-live-words';

/** /flows: every flow machine, how big it is, and how many of its actors run in the shop's open tabs. */
export function FlowList() {
  const live = useLiveFlows();
  const { say } = useFlowWords();
  const { flowTitle } = useLiveWords();
  return (
    <main className="mx-auto grid max-w-6xl gap-6 p-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="flows-heading">
        <h1 id="flows-heading" className="mb-4 text-2xl font-bold">
          <Trans>The shop's flows</Trans>
        </h1>
        <ul className="grid gap-3 sm:grid-cols-2">
          {flowMachines.map(({ name, machine, words }) => {
            const chart = chartOf(machine, words);
            const running = liveActorsOf(live, machine.id).length;
            const { states, transitions } = flowSize(chart);
            return (
              <li key={name} data-flow={name}>
                <Link
                  href={`/${name}`}
                  className="block h-full rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-stone-400"
                >
                  <span className="text-lg font-semibold">{flowTitle(name)}</span>{' '}
                  <code dir="ltr" className="text-sm text-stone-500">
                    {name}
                  </code>
                  <span className="mt-1 block text-sm text-stone-700">{say(words.summary)}</span>
                  <span className="mt-2 block text-xs text-stone-500">
                    <Plural value={states} one="# state" other="# states" />
                    {', '}
                    <Plural value={transitions} one="# transition" other="# transitions" />
                    {running > 0 ? (
                      <span className="ms-2 rounded bg-emerald-100 px-1.5 py-0.5 text-emerald-800">
                        <Trans>{running} running</Trans>
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <Timeline entries={live.timeline} />
    </main>
  );
}
