// Writes reports/paths/summary.json and reports/paths/README.md from what the shop's actors did in the
// browser (every test's probe records, all paths merged per machine), never from the planned steps. Fails the
// run when a state or transition is neither reached nor explained. Keeps each path's screenshots in
// reports/paths/screenshots/<machine>/ for the flow studio (summary.json names them, path by path).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { AnyStateMachine } from 'xstate';
import type { PathsSummary } from '../../src/domain/paths-report';
import { allItems, missingItems } from './cover';
import type { BrowserFlow } from './flow';
import { flows } from './flows';
import { coverageOf, type ProbeRecord } from './probe';
import {
  pathLines,
  playedPaths,
  screenshotFile,
  screenshotFiles,
  screenshotsDir,
  screenshotStep,
  type PathResult,
  type PathScreenshot,
} from './report-lines';

export type { MachineSummary } from '../../src/domain/paths-report';

const outDir = process.env.PATHS_REPORT_DIR ?? 'reports/paths';

/** Why a state or transition is not reached through the shop, from the flow's own list; undefined if unknown. */
export function reasonFor(flow: BrowserFlow<AnyStateMachine> | undefined, item: string): string | undefined {
  if (!flow) return 'no browser flow plays this machine yet (tests/paths/flows)';
  for (const [key, reason] of Object.entries(flow.notThroughUi)) {
    // `EVENT [guard]` for every source, `#source --EVENT [guard]` for one.
    const at = key.startsWith('#') ? key : `--${key}`;
    if (item.includes(`${at} `) || item.includes(`${at}-->`)) return reason;
    if (item.startsWith('state ') && item.includes(key)) return reason;
  }
  return undefined;
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered * 100) / total));

/** Where a test's screenshots wait until the end of the run, when its path gets its number. */
const keptDir = join(outDir, 'screenshots', '.kept');

export default class PathsReporter implements Reporter {
  private readonly records: ProbeRecord[] = [];
  private readonly results: PathResult[] = [];

  onBegin(): void {
    // Screenshots of an earlier run would be shown beside this run's results.
    rmSync(join(outDir, 'screenshots'), { recursive: true, force: true });
  }

  /** The test's screenshots, written to files as they come (a whole run's would not fit in memory). */
  private keepScreenshots(test: TestCase, result: TestResult): PathScreenshot[] {
    const shots: PathScreenshot[] = [];
    for (const attachment of result.attachments) {
      const shot = screenshotStep(attachment.name);
      if (!shot || attachment.contentType !== 'image/png' || !attachment.body) continue;
      const kept = join(keptDir, test.id, screenshotFile(0, shot));
      mkdirSync(join(keptDir, test.id), { recursive: true });
      writeFileSync(kept, attachment.body);
      shots.push({ ...shot, kept });
    }
    return shots;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const machine = test.annotations.find((annotation) => annotation.type === 'machine')?.description;
    const path = test.annotations.find((annotation) => annotation.type === 'path')?.description;
    const probe = result.attachments.find((attachment) => attachment.name === 'probe')?.body;
    if (probe) this.records.push(...(JSON.parse(probe.toString('utf8')) as ProbeRecord[]));
    if (!machine || !path) return;
    const { index, words, opensOn, steps } = JSON.parse(path) as Pick<PathResult, 'index' | 'words' | 'opensOn' | 'steps'>;
    // `failed at step N`, or `failed at step N (no screenshot)` when the page could not be captured.
    const failedAt = result.attachments.map((attachment) => /^failed at step (\d+)/.exec(attachment.name)?.[1]).find(Boolean);
    this.results.push({
      machine,
      index,
      opensOn,
      words,
      steps,
      title: test.title,
      passed: result.status === 'passed',
      error: result.error?.message,
      ...(failedAt ? { failedAtStep: Number(failedAt) } : {}),
      screenshots: this.keepScreenshots(test, result),
      passedThrough: result.annotations
        .filter((annotation) => annotation.type === 'passed through')
        .map((annotation) => annotation.description ?? ''),
    });
  }

  /** Gives the machine's kept screenshots their names in the report (by their path's number). */
  private placeScreenshots(machine: string, paths: readonly PathResult[]): void {
    const dir = join(outDir, screenshotsDir(machine));
    mkdirSync(dir, { recursive: true });
    for (const { kept, file } of screenshotFiles(paths)) renameSync(kept, join(dir, file));
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    mkdirSync(outDir, { recursive: true });
    const summary: PathsSummary = { finishedAt: new Date().toISOString(), machines: {} };
    const sections: string[] = [];
    const table: string[] = ['| machine | states | transitions | paths passed | paths failed |', '|---|---|---|---|---|'];
    let unexplained = 0;
    // Loaded at the end only: a machine that fails to load then fails the report, not the start of the run.
    const { flowMachines } = await import('./machines');
    // A run of some flows only (`--only`, PATHS_ONLY) reports on those: the others were not played, not missed.
    const only = process.env.PATHS_ONLY?.split(',').filter(Boolean);
    for (const machine of flowMachines.filter((candidate) => !only || only.includes(candidate.id))) {
      const flow = flows.find((candidate) => candidate.name === machine.id);
      const report = coverageOf(machine, this.records).report(machine.id);
      const paths = this.results.filter((path) => path.machine === machine.id);
      const passed = paths.filter((path) => path.passed).length;
      summary.machines[machine.id] = {
        states: { covered: report.states.reached, total: report.states.total },
        transitions: { covered: report.transitions.reached, total: report.transitions.total },
        paths: { passed, failed: paths.length - passed },
        notReached: [],
        played: playedPaths(paths),
      };
      this.placeScreenshots(machine.id, paths);
      table.push(
        `| ${machine.id} | ${report.states.reached}/${report.states.total} (${percent(report.states.reached, report.states.total)}%) | ` +
          `${report.transitions.reached}/${report.transitions.total} (${percent(report.transitions.reached, report.transitions.total)}%) | ${passed} | ${paths.length - passed} |`,
      );
      const missing = missingItems(report);
      const lines = [`## ${machine.id}`, '', machine.root.description ?? '', ''];
      lines.push(
        `${paths.length} path(s); ${allItems(machine).length - missing.length}/${allItems(machine).length} states and transitions reached in the browser.`,
        '',
      );
      lines.push(...pathLines(paths));
      if (missing.length) {
        lines.push('', 'Not reached through the shop:', '');
        for (const item of missing) {
          const reason = reasonFor(flow, item);
          if (!reason) unexplained++;
          summary.machines[machine.id]!.notReached.push({ item, reason: reason ?? null });
          lines.push(`- \`${item}\` — ${reason ?? '**no reason known: a path or the shop is wrong**'}`);
        }
      }
      sections.push(lines.join('\n'));
    }
    // Screenshots of flows a partial run (--only) skipped have no summary entry: none is left waiting.
    rmSync(keptDir, { recursive: true, force: true });
    writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    const readme = [
      '# Generated paths in the shop (`npm run test:paths`)',
      '',
      'Written by tests/paths/reporter.ts at the end of each run: coverage is what the shop’s actors did in Chromium',
      '(their inspection events, test build), merged over every path. The HTML report (one step per event, a',
      'screenshot per state) is in `reports/paths/html/index.html` (`npx playwright show-report reports/paths/html`);',
      'each path’s screenshots are also in `screenshots/<machine>/`, which the flow studio (/flows) shows beside each path.',
      '',
      ...table,
      '',
      ...sections,
      '',
    ].join('\n');
    writeFileSync(join(outDir, 'README.md'), readme);
    if (unexplained > 0) {
      console.error(
        `test:paths: ${unexplained} state(s)/transition(s) neither reached in the browser nor explained — see ${join(outDir, 'README.md')}`,
      );
      return { status: 'failed' };
    }
    return { status: result.status };
  }
}
