// Writes reports/paths/summary.json and reports/paths/README.md from what the shop's actors did in the
// browser (every test's probe records, all paths merged per machine), never from the planned steps. Fails the
// run when a state or transition is neither reached nor explained.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { AnyStateMachine } from 'xstate';
import { allItems, missingItems } from './cover';
import type { BrowserFlow } from './flow';
import { flows } from './flows';
import { coverageOf, type ProbeRecord } from './probe';
import { pathLines, type PathResult } from './report-lines';

export interface MachineSummary {
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: { passed: number; failed: number };
  /** Each state or transition not reached through the shop, with the reason its flow gives (null: none known, a path or the shop is wrong). */
  notReached: Array<{ item: string; reason: string | null }>;
}


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

export default class PathsReporter implements Reporter {
  private readonly records: ProbeRecord[] = [];
  private readonly results: PathResult[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const machine = test.annotations.find((annotation) => annotation.type === 'machine')?.description;
    const path = test.annotations.find((annotation) => annotation.type === 'path')?.description;
    const probe = result.attachments.find((attachment) => attachment.name === 'probe')?.body;
    if (probe) this.records.push(...(JSON.parse(probe.toString('utf8')) as ProbeRecord[]));
    if (!machine || !path) return;
    const { index, words, opensOn } = JSON.parse(path) as { index: number; words: string[]; opensOn?: string };
    const failedShot = result.attachments.find((attachment) => attachment.name.startsWith('failed at step'));
    this.results.push({
      machine,
      index,
      opensOn,
      words,
      title: test.title,
      passed: result.status === 'passed',
      error: result.error?.message,
      screenshot: failedShot?.path,
      passedThrough: result.annotations.filter((annotation) => annotation.type === 'passed through').map((annotation) => annotation.description ?? ''),
    });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] }> {
    mkdirSync(outDir, { recursive: true });
    const summary: { machines: Record<string, MachineSummary> } = { machines: {} };
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
      };
      table.push(
        `| ${machine.id} | ${report.states.reached}/${report.states.total} (${percent(report.states.reached, report.states.total)}%) | ` +
          `${report.transitions.reached}/${report.transitions.total} (${percent(report.transitions.reached, report.transitions.total)}%) | ${passed} | ${paths.length - passed} |`,
      );
      const missing = missingItems(report);
      const lines = [`## ${machine.id}`, '', machine.root.description ?? '', ''];
      lines.push(`${paths.length} path(s); ${allItems(machine).length - missing.length}/${allItems(machine).length} states and transitions reached in the browser.`, '');
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
    writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    const readme = [
      '# Generated paths in the shop (`npm run test:paths`)',
      '',
      'Written by tests/paths/reporter.ts at the end of each run: coverage is what the shop’s actors did in Chromium',
      '(their inspection events, test build), merged over every path. The HTML report (one step per event, a',
      'screenshot per state) is in `reports/paths/html/index.html` (`npx playwright show-report reports/paths/html`).',
      '',
      ...table,
      '',
      ...sections,
      '',
    ].join('\n');
    writeFileSync(join(outDir, 'README.md'), readme);
    if (unexplained > 0) {
      console.error(`test:paths: ${unexplained} state(s)/transition(s) neither reached in the browser nor explained — see ${join(outDir, 'README.md')}`);
      return { status: 'failed' };
    }
    return { status: result.status };
  }
}
