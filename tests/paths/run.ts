// `npm run test:paths`: builds the test build, plays every generated path in Chromium (reports/paths), then the
// honesty test: the same runner on a build with two views broken must fail and reach less of its machines.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { MachineSummary } from './reporter';

const outDir = process.env.PATHS_STATIC_DIR ?? 'dist-paths';
const brokenDir = `${outDir}-broken`;
const reportDir = 'reports/paths';
const honestyDir = `${reportDir}/honesty`;
/** The flows whose views vite.broken.config.ts breaks. */
const brokenFlows = ['cart', 'contact'];

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function build(dir: string, config?: string): void {
  const status = run('npx', ['vite', 'build', '--mode', 'paths', '--outDir', dir, '--emptyOutDir', ...(config ? ['--config', config] : [])]);
  if (status !== 0) process.exit(status);
}

function playwright(staticDir: string, env: Record<string, string>): number {
  return run('node', ['scripts/with-emulator.mjs', 'npx', 'playwright', 'test', '-c', 'playwright.paths.config.ts'], { E2E_STATIC_DIR: staticDir, ...env });
}

const summaryOf = (dir: string) => (JSON.parse(readFileSync(`${dir}/summary.json`, 'utf8')) as { machines: Record<string, MachineSummary> }).machines;

const started = Date.now();
build(outDir);
const status = playwright(outDir, { PATHS_REPORT_DIR: reportDir });
console.log(`test:paths: the paths took ${Math.round((Date.now() - started) / 1000)} s (build included); report: ${reportDir}/README.md`);
if (status !== 0 || process.env.PATHS_HONESTY === '0') process.exit(status);

build(brokenDir, 'tests/paths/vite.broken.config.ts');
const brokenStatus = playwright(brokenDir, { PATHS_REPORT_DIR: honestyDir, PATHS_ONLY: brokenFlows.join(',') });
const good = summaryOf(reportDir);
const broken = summaryOf(honestyDir);
const problems: string[] = [];
if (brokenStatus === 0) problems.push('the run on the broken build passed');
for (const name of brokenFlows) {
  const before = good[name];
  const after = broken[name];
  if (!before || !after) {
    problems.push(`${name}: missing from a summary`);
    continue;
  }
  const reached = (summary: MachineSummary) => summary.states.covered + summary.transitions.covered;
  console.log(`honesty ${name}: reached ${reached(before)} → ${reached(after)} with the broken view, failed paths ${after.paths.failed}`);
  if (after.paths.failed === 0) problems.push(`${name}: no path failed with its view broken`);
  if (reached(after) >= reached(before)) problems.push(`${name}: the browser coverage did not drop with its view broken`);
}
run('rm', ['-rf', brokenDir]);
if (problems.length) {
  console.error(`test:paths honesty test FAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`test:paths: honesty test passed (broken views of ${brokenFlows.join(', ')} fail their paths and lower the coverage); ${Math.round((Date.now() - started) / 1000)} s in all`);
