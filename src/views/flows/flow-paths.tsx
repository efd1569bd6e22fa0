import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayedPath } from '../../domain/paths-report';
import { forwardArrow } from '../../domain/reading-direction';
import { lastRunOf, usePathsReport } from './last-run';
import type { FlowPath, FlowPathSets } from './paths';
import { FailureDetail, LastRunNote, PathResultBadge, StepScreenshots, Thumbnails } from './played-paths';
import { innermostStates } from './use-live-words';

export interface PathStepChoice {
  path: FlowPath;
  step: number;
  /** The path as the last browser run played it, when chosen from its report: its result and screenshots. */
  played?: PlayedPath;
}

interface FlowPathsProps {
  name: string;
  chosen: PathStepChoice | null;
  choose: (choice: PathStepChoice | null) => void;
  /** Plain words of an event type, as the chart says them. */
  eventWords: (eventType: string) => string;
}

const shownMatches = 40;

/** A path in words: its events one after the other, as the chart says them. */
const pathWords = (path: Pick<FlowPath, 'steps'>, eventWords: (eventType: string) => string, language: string) =>
  path.steps
    .slice(1)
    .map((step) => eventWords(step.event) || step.event)
    .join(` ${forwardArrow(language)} `);

/**
 * The paths QA plays for this flow, in words: those the last browser run played (`npm run test:paths`), each
 * passed or failed with its screenshots, or, before any run, the few that take every state and transition (the
 * covering set); and a search through every path the model tests generate. Choosing one steps through it on the chart.
 */
export function FlowPaths({ name, chosen, choose, eventWords }: FlowPathsProps) {
  const { t, i18n } = useLingui();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const paths = usePaths(name);
  const report = usePathsReport();
  if (!paths.isSuccess || paths.data === null) return null;
  const run = report.isError ? 'unreadable' : report.isSuccess ? lastRunOf(report.data, name) : null;
  const { covering, all } = paths.data;
  const words = query.trim().toLocaleLowerCase();
  const matches = words
    ? all.filter((path) =>
        `${pathWords(path, eventWords, i18n.locale)} ${path.steps.map((step) => step.event).join(' ')}`.toLocaleLowerCase().includes(words),
      )
    : [];
  const path = chosen?.path;
  const pathList = (list: readonly FlowPath[], label: string) => (
    <ol className="max-h-96 space-y-1 overflow-auto text-sm" aria-label={label}>
      {list.map((candidate, index) => (
        <li key={index}>
          <button type="button" className="text-start hover:underline" onClick={() => choose({ path: candidate, step: 0 })}>
            <span className="me-1 text-xs text-stone-500">{index + 1}.</span>
            {pathWords(candidate, eventWords, i18n.locale) || t`the start only`}
          </button>
        </li>
      ))}
    </ol>
  );
  const playedList = (list: readonly PlayedPath[]) => (
    <ol className="max-h-[32rem] space-y-2 overflow-auto text-sm" aria-label={t`Paths of the last run`}>
      {list.map((played) => (
        <li key={played.number}>
          <div className="flex items-start gap-1">
            <PathResultBadge passed={played.passed} />
            <button
              type="button"
              className="text-start hover:underline"
              onClick={() => choose({ path: { description: `#${played.number}`, steps: played.steps }, step: 0, played })}
            >
              <span className="me-1 text-xs text-stone-500">{played.number}.</span>
              {pathWords(played, eventWords, i18n.locale) || t`the start only`}
            </button>
          </div>
          {played.opensOn ? (
            <p className="text-xs text-stone-500">
              <Trans>Opens on:</Trans> <span lang="en">{played.opensOn}</span>
            </p>
          ) : null}
          <FailureDetail path={played} />
          <Thumbnails machine={name} path={played} />
        </li>
      ))}
    </ol>
  );
  return (
    <section aria-labelledby="paths-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="paths-heading" className="mb-1 font-semibold">
        <Trans>Paths QA runs</Trans>
      </h2>
      {path && chosen ? (
        <div className="text-sm">
          {chosen.played ? (
            <>
              <p className="mb-1 flex items-center gap-1 text-xs">
                <PathResultBadge passed={chosen.played.passed} /> <Trans>Path {chosen.played.number} of the last run</Trans>
              </p>
              <StepScreenshots machine={name} path={chosen.played} step={chosen.step} />
            </>
          ) : null}
          <ol className="mb-2 max-h-[50vh] space-y-1 overflow-auto" aria-label={t`Steps`}>
            {path.steps.map((step, index) => (
              <li
                key={index}
                className={index === chosen.step ? 'rounded bg-amber-100 px-1' : 'px-1'}
                aria-current={index === chosen.step ? 'step' : undefined}
              >
                <button type="button" className="text-start" onClick={() => choose({ ...chosen, step: index })}>
                  {index === 0 ? <span className="font-semibold">{t`start`}</span> : <span>{eventWords(step.event) || step.event}</span>}{' '}
                  {index === 0 ? null : (
                    <code dir="ltr" className="break-all text-xs text-stone-500">
                      {step.event}
                    </code>
                  )}{' '}
                  <span className="text-stone-500">
                    {forwardArrow(i18n.locale)} {innermostStates(step.value).join(', ')}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="rounded border border-stone-300 px-2 py-1 disabled:opacity-40"
              disabled={chosen.step === 0}
              onClick={() => choose({ ...chosen, step: chosen.step - 1 })}
            >
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
            <button type="button" className="ms-auto underline" onClick={() => choose(null)}>
              <Trans>Back to live</Trans>
            </button>
          </div>
        </div>
      ) : (
        <>
          {run ? <LastRunNote run={run} name={name} /> : null}
          {run !== 'unreadable' && run?.kind === 'played' ? (
            playedList(run.paths)
          ) : (
            <>
              <p className="mb-2 text-xs text-stone-600">
                <Trans>
                  {covering.length} paths take every state and step of the flow at least once; the browser run (npm run test:paths) plays
                  such a set. The model tests run all {all.length}.
                </Trans>
              </p>
              {pathList(covering, t`Paths covering the flow`)}
            </>
          )}
          <label htmlFor={searchId} className="mt-3 block text-sm font-semibold">
            <Trans>Search the {all.length} generated paths</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="mt-1 w-full rounded border border-stone-300 px-2 py-1 text-sm"
            placeholder={t`an event, in words or code`}
          />
          {words ? (
            <>
              <p className="mt-2 text-xs text-stone-600" role="status">
                <Trans>{matches.length} paths match</Trans>
                {matches.length > shownMatches ? <Trans>; the first {shownMatches} are shown.</Trans> : null}
              </p>
              {pathList(matches.slice(0, shownMatches), t`Paths found`)}
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

export function usePaths(name: string) {
  return useQuery({
    queryKey: ['flow-paths', name],
    queryFn: async (): Promise<FlowPathSets | null> => (await import('./paths')).flowPaths(name),
    staleTime: Infinity,
  });
}
