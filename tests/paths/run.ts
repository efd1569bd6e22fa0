// `npm run test:paths`: builds the test build, plays every generated path in Chromium (reports/paths), then the
// honesty test: the same runner on a build with two views broken must fail and reach less of its machines.
// `--build` only makes both builds, side by side (each keeps one core busy), and `--built` plays on them: npm test
// makes them beside the production build. `--only contact` (or `--only login,session`) plays those flows only,
// and no honesty test follows: it compares against a whole run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { MachineSummary } from './reporter';

const outDir = process.env.PATHS_STATIC_DIR ?? 'dist-paths';
const brokenDir = `${outDir}-broken`;
const reportDir = process.env.PATHS_REPORT_DIR ?? 'reports/paths';
const honestyDir = `${reportDir}/honesty`;
/** The flows whose views vite.broken.config.ts breaks. */
const brokenFlows = ['cart', 'contact'];

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const buildArgs = (dir: string, config?: string) => [
  'vite',
  'build',
  '--mode',
  'paths',
  '--outDir',
  dir,
  '--emptyOutDir',
  ...(config ? ['--config', config] : []),
];
const brokenConfig = 'tests/paths/vite.broken.config.ts';

function build(dir: string, config?: string): void {
  const status = run('npx', buildArgs(dir, config));
  if (status !== 0) process.exit(status);
}

/** Both builds at once; each one's output is printed whole when it ends. */
async function buildBoth(): Promise<void> {
  const statuses = await Promise.all(
    [buildArgs(outDir), buildArgs(brokenDir, brokenConfig)].map(
      (args) =>
        new Promise<number>((resolve) => {
          const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (code) => {
            process.stdout.write(Buffer.concat(output));
            resolve(code ?? 1);
          });
        }),
    ),
  );
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}

const args = process.argv.slice(2);
const mode = args.find((arg) => arg === '--build' || arg === '--built');
const onlyAt = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
const onlyArg = onlyAt === -1 ? undefined : args[onlyAt]?.startsWith('--only=') ? args[onlyAt]?.slice('--only='.length) : args[onlyAt + 1];
const unknown = args.filter((arg, at) => arg !== mode && at !== onlyAt && !(at === onlyAt + 1 && args[onlyAt] === '--only'));
if (unknown.length || (onlyAt !== -1 && !onlyArg)) {
  console.error(
    `test:paths: usage: npm run test:paths [-- --only <flow>[,<flow>…]] (or --build, --built); not understood: ${unknown.join(' ') || '--only without a flow'}`,
  );
  process.exit(2);
}
/** The flows to play (tests/paths/flows names), from `--only` or PATHS_ONLY; all when neither. */
const only = onlyArg ?? process.env.PATHS_ONLY;
if (only) {
  const { flows } = await import('./flows');
  const known = new Set(flows.map((flow) => flow.name));
  const strangers = only.split(',').filter((name) => !known.has(name));
  if (strangers.length) {
    console.error(`test:paths: no flow called ${strangers.join(', ')}; the flows are ${[...known].join(', ')}`);
    process.exit(2);
  }
}
if (mode === '--build') {
  await buildBoth();
  process.exit(0);
}
const built = mode === '--built';
// A partial run has no honesty test, so it needs the test build only.
if (built && !(only ? [outDir] : [outDir, brokenDir]).every((dir) => existsSync(`${dir}/index.html`))) {
  console.error(
    `test:paths --built: ${only ? outDir : `${outDir} and ${brokenDir}`} must hold the build(s) (tests/paths/run.ts --build makes them)`,
  );
  process.exit(1);
}

function playwright(staticDir: string, env: Record<string, string>): number {
  return run('node', ['scripts/with-emulator.mjs', 'npx', 'playwright', 'test', '-c', 'playwright.paths.config.ts'], {
    E2E_STATIC_DIR: staticDir,
    ...env,
  });
}

const summaryOf = (dir: string) =>
  (JSON.parse(readFileSync(`${dir}/summary.json`, 'utf8')) as { machines: Record<string, MachineSummary> }).machines;

const started = Date.now();
if (!built) build(outDir);
const status = playwright(outDir, { PATHS_REPORT_DIR: reportDir, ...(only ? { PATHS_ONLY: only } : {}) });
console.log(
  `test:paths: the paths took ${Math.round((Date.now() - started) / 1000)} s (${built ? 'built before' : 'build included'}); report: ${reportDir}/README.md`,
);
if (only) console.log(`test:paths: only ${only} played; no honesty test after a partial run (it compares against the whole run)`);
if (status !== 0 || process.env.PATHS_HONESTY === '0' || only) {
  if (built) run('rm', ['-rf', brokenDir]);
  process.exit(status);
}

if (!built) build(brokenDir, brokenConfig);
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
console.log(
  `test:paths: honesty test passed (broken views of ${brokenFlows.join(', ')} fail their paths and lower the coverage); ${Math.round((Date.now() - started) / 1000)} s in all`,
);
