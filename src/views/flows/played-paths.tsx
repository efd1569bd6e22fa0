import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { screenshotUrl, type PlayedPath, type ReportScreenshot } from '../../domain/paths-report';
import type { LastRun } from './last-run';

/** Passed or failed, in words and colour. */
export function PathResultBadge({ passed }: { passed: boolean }) {
  return passed ? (
    <span className="inline-flex shrink-0 items-center gap-0.5 rounded bg-emerald-100 px-1 text-xs font-semibold text-emerald-800">
      <Check size={12} aria-hidden />
      <Trans>passed</Trans>
    </span>
  ) : (
    <span className="inline-flex shrink-0 items-center gap-0.5 rounded bg-red-100 px-1 text-xs font-semibold text-red-800">
      <X size={12} aria-hidden />
      <Trans>failed</Trans>
    </span>
  );
}

/** What the studio knows of the last run for this flow, in a sentence (with the command to run when there is none). */
export function LastRunNote({ run, name }: { run: LastRun | 'unreadable'; name: string }) {
  const { i18n } = useLingui();
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const command = (text: string) => (
    <code className="rounded bg-stone-100 px-1" dir="ltr">
      {text}
    </code>
  );
  if (run === 'unreadable') {
    return (
      <p className="mb-2 text-xs text-stone-600">
        <Trans>The last run’s report could not be loaded.</Trans>
      </p>
    );
  }
  switch (run.kind) {
    case 'none':
      return (
        <p className="mb-2 text-xs text-stone-600">
          <Trans>
            No run yet: {command('npm run test:paths')} plays these paths in a browser and reports here how each did, with screenshots.
          </Trans>
        </p>
      );
    case 'outdated':
      return (
        <p className="mb-2 text-xs text-stone-600">
          <Trans>The last report says nothing of each path (an older runner wrote it): run {command('npm run test:paths')} again.</Trans>
        </p>
      );
    case 'not played': {
      const finished = when(run.finishedAt);
      const only = `npm run test:paths -- --only ${name}`;
      return (
        <p className="mb-2 text-xs text-stone-600">
          <Trans>
            The last run ({finished}) did not play this flow: {command(only)}.
          </Trans>
        </p>
      );
    }
    case 'played': {
      const finished = when(run.finishedAt);
      const { passed, failed } = run;
      return (
        <p className="mb-2 text-xs text-stone-600" data-testid="last-run">
          <Trans>
            Last run ({finished}): {passed} passed, {failed} failed. Each path QA played, with a screenshot after each step:
          </Trans>
        </p>
      );
    }
  }
}

/** A screenshot's words: after which step it was taken, or the page when a step failed. */
function useShotWords() {
  const { t } = useLingui();
  return (shot: ReportScreenshot) => (shot.failed ? t`The page when step ${shot.step} failed` : t`The page after step ${shot.step}`);
}

/** A path's screenshots, small, each a link to the full image. */
export function Thumbnails({ machine, path }: { machine: string; path: PlayedPath }) {
  const { t } = useLingui();
  const words = useShotWords();
  if (path.screenshots.length === 0) return null;
  const number = path.number;
  return (
    <ul className="mt-1 flex gap-1 overflow-x-auto pb-1" aria-label={t`Screenshots of path ${number}`}>
      {path.screenshots.map((shot) => (
        <li key={shot.file} className="shrink-0">
          <a href={screenshotUrl(machine, shot.file)} target="_blank" rel="noreferrer" className="block">
            <img
              src={screenshotUrl(machine, shot.file)}
              alt={words(shot)}
              title={words(shot)}
              loading="lazy"
              width={80}
              height={56}
              className={`h-14 w-20 rounded border object-cover object-top ${shot.failed ? 'border-red-500' : 'border-stone-300'}`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The screenshots taken at one step of a played path (while stepping through it on the chart), full width. */
export function StepScreenshots({ machine, path, step }: { machine: string; path: PlayedPath; step: number }) {
  const words = useShotWords();
  const shots = path.screenshots.filter((shot) => shot.step === step);
  if (shots.length === 0) {
    return (
      <p className="mb-2 text-xs text-stone-500">
        <Trans>No screenshot of this step in the last run.</Trans>
      </p>
    );
  }
  return (
    <div className="mb-2 space-y-1">
      {shots.map((shot) => (
        <figure key={shot.file}>
          <a href={screenshotUrl(machine, shot.file)} target="_blank" rel="noreferrer" className="block">
            {/* A failure's is the whole page: its top here, all of it behind the link. */}
            <img
              src={screenshotUrl(machine, shot.file)}
              alt={words(shot)}
              className={`max-h-72 w-full rounded border object-cover object-top ${shot.failed ? 'border-red-500' : 'border-stone-300'}`}
            />
          </a>
          <figcaption className="text-xs text-stone-500">{words(shot)}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Why a path failed, in Playwright's words (English), folded. */
export function FailureDetail({ path }: { path: PlayedPath }) {
  if (path.passed) return null;
  const step = path.failedAtStep;
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-red-800">
        {step === null ? <Trans>What failed</Trans> : <Trans>Failed at step {step}: what failed</Trans>}
      </summary>
      <pre lang="en" dir="ltr" className="mt-1 overflow-x-auto whitespace-pre-wrap rounded bg-stone-50 p-1 text-[11px]">
        {path.error}
      </pre>
    </details>
  );
}
