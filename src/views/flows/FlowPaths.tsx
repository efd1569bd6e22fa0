import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { stateValueText } from './activeStates';
import type { FlowPath } from './paths';

export interface PathStepChoice {
  path: number;
  step: number;
}

interface FlowPathsProps {
  name: string;
  machine: string;
  chosen: PathStepChoice | null;
  choose: (choice: PathStepChoice | null) => void;
  /** Plain words of an event type, as the chart says them. */
  eventWords: (eventType: string) => string;
}

const shown = 40;

/** The generated paths of QA's model tests for this flow; choosing one steps through it on the chart. */
export function FlowPaths({ name, machine, chosen, choose, eventWords }: FlowPathsProps) {
  const { t } = useLingui();
  const paths = usePaths(name);
  if (!paths.isSuccess || paths.data === null) return null;
  const list = paths.data;
  const path = chosen ? list[chosen.path] : undefined;
  return (
    <section aria-labelledby="paths-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="paths-heading" className="mb-1 font-semibold">
        <Trans>Paths QA runs</Trans>
      </h2>
      <p className="mb-2 text-xs text-stone-500">
        <Trans>{list.length} paths generated from the machine, as the model tests generate them.</Trans>
      </p>
      {path && chosen ? (
        <div className="text-sm">
          <ol className="mb-2 space-y-1" aria-label={t`Steps`}>
            {path.steps.map((step, index) => (
              <li key={index} className={index === chosen.step ? 'rounded bg-amber-100 px-1' : 'px-1'} aria-current={index === chosen.step ? 'step' : undefined}>
                <button type="button" className="text-left" onClick={() => choose({ path: chosen.path, step: index })}>
                  <span className="font-mono font-semibold">{index === 0 ? t`start` : step.event}</span>{' '}
                  {index === 0 ? null : <span className="text-stone-600">{eventWords(step.event)}</span>} <span className="text-stone-500">→ {stateValueText(step.value, machine)}</span>
                </button>
              </li>
            ))}
          </ol>
          <div className="flex gap-2">
            <button type="button" className="rounded border border-stone-300 px-2 py-1 disabled:opacity-40" disabled={chosen.step === 0} onClick={() => choose({ ...chosen, step: chosen.step - 1 })}>
              <Trans>Previous step</Trans>
            </button>
            <button
              type="button"
              className="rounded border border-stone-300 px-2 py-1 disabled:opacity-40"
              disabled={chosen.step >= path.steps.length - 1}
              onClick={() => choose({ ...chosen, step: chosen.step + 1 })}
            >
              <Trans>Next step</Trans>
            </button>
            <button type="button" className="ml-auto underline" onClick={() => choose(null)}>
              <Trans>Back to live</Trans>
            </button>
          </div>
        </div>
      ) : (
        <ul className="max-h-80 space-y-1 overflow-auto text-sm">
          {list.slice(0, shown).map((candidate, index) => (
            <li key={index}>
              <button type="button" className="text-left font-mono text-xs hover:underline" onClick={() => choose({ path: index, step: 0 })}>
                {candidate.description}
              </button>
            </li>
          ))}
          {list.length > shown ? (
            <li className="text-xs text-stone-500">
              <Trans>and {list.length - shown} more</Trans>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

export function usePaths(name: string) {
  return useQuery({
    queryKey: ['flow-paths', name],
    queryFn: async (): Promise<FlowPath[] | null> => (await import('./paths')).flowPaths(name),
    staleTime: Infinity,
  });
}

