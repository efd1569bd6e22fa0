// The Markdown of the paths report (reporter.ts), apart from Playwright and the flows so it can be unit-tested.

export interface PathResult {
  machine: string;
  index: number;
  /** Where the path's flow opens, when its machine has several flows (tests/paths/flow.ts `opensOn`). */
  opensOn?: string;
  words: string[];
  passed: boolean;
  title: string;
  error?: string;
  screenshot?: string;
  passedThrough: string[];
}

/** Playwright's messages carry terminal colours (ESC[31m…): unreadable in a Markdown file. */
// The escape character by its code: a control character written in a regular expression is a lint error.
const colourCode = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');
export const withoutColours = (text: string) => text.replace(colourCode, '');

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
  const openings = [...new Set(paths.map((path) => path.opensOn ?? ''))];
  const lines: string[] = [];
  let number = 0;
  for (const opening of openings) {
    if (openings.length > 1) lines.push(`From ${opening || 'the flow’s first page'}:`, '');
    const group = paths.filter((path) => (path.opensOn ?? '') === opening).sort((a, b) => a.index - b.index);
    for (const path of group) {
      number += 1;
      lines.push(`${number}. **${path.passed ? 'passed' : 'FAILED'}** — ${path.words.length ? path.words.join(' → ') : 'opens the shop'}`);
      if (!path.passed) {
        lines.push('', '   ```', ...withoutColours(path.error ?? '').split('\n').slice(0, 8).map((line) => `   ${line}`), '   ```');
        if (path.screenshot) lines.push(`   screenshot: ${path.screenshot}`);
        lines.push('');
      }
      for (const through of path.passedThrough) lines.push(`   - passed through: ${through}`);
    }
    lines.push('');
  }
  if (paths.some((path) => path.passedThrough.length > 0)) lines.push(passedThroughMeaning, '');
  return lines;
}
