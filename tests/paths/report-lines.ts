// The Markdown of the paths report and each path's entry in summary.json (reporter.ts), apart from Playwright and
// the flows so they can be unit-tested.
import type { PlayedPath } from '../../src/domain/paths-report';

/** Playwright's messages carry terminal colours (ESC[31m…): unreadable in a Markdown file. */
// The escape character by its code: a control character written in a regular expression is a lint error.
const colourCode = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
export const withoutColours = (text: string) => text.replace(colourCode, '');

/** A failure's message as the report shows it: its first lines, without colours. */
const errorLines = (path: PathResult) =>
  withoutColours(path.error ?? '')
    .split('\n')
    .slice(0, 8);

/** A screenshot the runner attached (run-path.ts), once the reporter has kept its bytes in a file. */
export interface PathScreenshot {
  /** The step it was taken after; the step that failed for a failure's. */
  step: number;
  failed: boolean;
  /** Where the reporter put it while the run goes on. */
  kept: string;
}

export interface PathResult {
  machine: string;
  index: number;
  /** Where the path's flow opens, when its machine has several flows (tests/paths/flow.ts `opensOn`). */
  opensOn?: string;
  words: string[];
  /** Each event and the state the model expected after it (the first: `xstate.init`). */
  steps: PlayedPath['steps'];
  passed: boolean;
  title: string;
  error?: string;
  /** The step that failed (from the runner's `failed at step N` attachment), if the path failed at one. */
  failedAtStep?: number;
  screenshots: PathScreenshot[];
  passedThrough: string[];
}

/** What run-path.ts names a screenshot: `step 3: contact.editing` or `failed at step 4`; null for anything else. */
export function screenshotStep(attachmentName: string): { step: number; failed: boolean } | null {
  const failed = /^failed at step (\d+)$/.exec(attachmentName);
  if (failed) return { step: Number(failed[1]), failed: true };
  const step = /^step (\d+): /.exec(attachmentName);
  return step ? { step: Number(step[1]), failed: false } : null;
}

/** A screenshot's file name in the report (src/domain/paths-report.ts `screenshotFileSchema`). */
export const screenshotFile = (number: number, shot: Pick<PathScreenshot, 'step' | 'failed'>) =>
  `${number}-${shot.failed ? 'failed' : 'step'}-${shot.step}.png`;

/** Where a machine's screenshots are, under the report's folder. */
export const screenshotsDir = (machine: string) => `screenshots/${machine}`;

/** A machine's paths in the report's order (by the page they open on, then index), each with its number 1 to N. */
export function numbered(paths: readonly PathResult[]): Array<{ opening: string; number: number; path: PathResult }> {
  const openings = [...new Set(paths.map((path) => path.opensOn ?? ''))];
  let number = 0;
  return openings.flatMap((opening) =>
    paths
      .filter((path) => (path.opensOn ?? '') === opening)
      .sort((a, b) => a.index - b.index)
      .map((path) => ({ opening, number: ++number, path })),
  );
}

/** Where each kept screenshot of a machine's paths goes: its file name in the report. */
export function screenshotFiles(paths: readonly PathResult[]): Array<{ kept: string; file: string }> {
  return numbered(paths).flatMap(({ number, path }) =>
    path.screenshots.map((shot) => ({ kept: shot.kept, file: screenshotFile(number, shot) })),
  );
}

/** A machine's paths as summary.json lists them for the flow studio. */
export function playedPaths(paths: readonly PathResult[]): PlayedPath[] {
  return numbered(paths).map(({ number, path }) => ({
    number,
    ...(path.opensOn ? { opensOn: path.opensOn } : {}),
    passed: path.passed,
    steps: path.steps,
    failedAtStep: path.passed ? null : (path.failedAtStep ?? null),
    error: path.passed ? null : errorLines(path).join('\n'),
    screenshots: [...path.screenshots]
      .sort((a, b) => a.step - b.step || Number(a.failed) - Number(b.failed))
      .map((shot) => ({ step: shot.step, file: screenshotFile(number, shot), failed: shot.failed })),
  }));
}

/** Said once under a machine's paths when one of them has such a step. */
export const passedThroughMeaning =
  '"Passed through" (below a path): the shop’s actor reported being in that state, but left it by itself (the server ' +
  'or a timer answered) before the page could be looked at, so that state’s check was not made on this path; the ' +
  'steps before and after it were checked.';

/**
 * A machine's paths as a numbered Markdown list: numbered 1 to N across the machine, under the page they open
 * on when the machine has several flows (login opens on three), failures with their message (no terminal
 * colours) and screenshot.
 */
export function pathLines(paths: readonly PathResult[]): string[] {
  const list = numbered(paths);
  const openings = [...new Set(list.map((entry) => entry.opening))];
  const lines: string[] = [];
  for (const opening of openings) {
    if (openings.length > 1) lines.push(`From ${opening || 'the flow’s first page'}:`, '');
    for (const { number, path } of list.filter((entry) => entry.opening === opening)) {
      lines.push(`${number}. **${path.passed ? 'passed' : 'FAILED'}** — ${path.words.length ? path.words.join(' → ') : 'opens the shop'}`);
      if (!path.passed) {
        lines.push('', '   ```', ...errorLines(path).map((line) => `   ${line}`), '   ```');
        const shot = path.screenshots.find((candidate) => candidate.failed);
        if (shot) lines.push(`   screenshot: ${screenshotsDir(path.machine)}/${screenshotFile(number, shot)}`);
        lines.push('');
      }
      for (const through of path.passedThrough) lines.push(`   - passed through: ${through}`);
    }
    lines.push('');
  }
  if (paths.some((path) => path.passedThrough.length > 0)) lines.push(passedThroughMeaning, '');
  return lines;
}
