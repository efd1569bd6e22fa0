// `npm run bench`: what the shop costs a shopper on a phone and what one server process sustains.
// Prints first-load bytes of / (brotli and gzip), cold and warm start of the compiled server,
// /api/health at 50 connections for 15 s (autocannon), then side by side with a bare `node:http`
// server (scripts/bare-server.mjs) sending the very bytes and headers the shop sent, each for the same
// duration: the Strapi-shaped catalogue (100 products, `npm run seed -- --bench`) plain and brotli, the
// HTML of /details/1 and of / plain and brotli — req/s, p50, p99, the shop's RSS and its share of the bare server;
// sequential API latency, and Lighthouse mobile for /, /details/1 and /shopping-cart (median of 3,
// each run printed with Lighthouse's benchmarkIndex, the CPU speed it measured). Numbers, not verdicts.
// Needs `npm run build` (dist/ and dist-server/; STATIC_DIR and BENCH_SERVER_DIR name others).
// Starts its own servers on free ports with throwaway databases: on the PostgreSQL server of
// BENCH_DATABASE_URL (default: the tests' local one), as in production, or embedded PGlite when
// none answers — PGlite runs inside the server process, so its memory counts in the server's RSS.
// BENCH_RUNS sets Lighthouse's runs per page (3); BENCH_SKIP_LIGHTHOUSE=1 skips Lighthouse, BENCH_ONLY=lighthouse runs only it, BENCH_ONLY=api only the
// load runs; BENCH_SECONDS shortens the load runs; BENCH_LOG_LEVEL sets the servers' (warn by default); BENCH_NPM_START=1 also times `npm start` as a whole
// (Auth emulator included; it rebuilds dist/ when its sources changed).
// BENCH_CPU_PROF=<folder> then loads the catalogue (or BENCH_PROFILE_URL) on a server of its own under
// `node --cpu-prof`, asked uncompressed or, with BENCH_PROFILE_ENCODING=br, as browsers ask; and prints the profile's top 15 self times
// (scripts/cpu-profile-top.mjs reads any .cpuprofile the same way).
//
// Two builds side by side (Lighthouse, interleaved A, B, A, B … so both meet the same machine):
//   git worktree add ../baobab-before HEAD~1 && (cd ../baobab-before && npm ci && npm run build)
//   BENCH_COMPARE_DIR=../baobab-before npm run bench
// BENCH_COMPARE_DIR is the other checkout (its dist/ and dist-server/ are used; its node_modules serve
// its server). Each build gets its own server and its own seeded database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { printTopSelfTimes } from './cpu-profile-top.mjs';
import { freePort, measureStart, median } from './measure-start.mjs';
import { throwawayPostgres as throwawayPostgresOn } from './throwaway-postgres.mjs';

const distDir = resolve(process.env.STATIC_DIR ?? 'dist');
const serverDir = resolve(process.env.BENCH_SERVER_DIR ?? 'dist-server');
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 15);
// Lighthouse runs per page and build (median of 3 by default): on a shared machine one run's script evaluation moves by
// half from the next, so comparing two builds closely takes more (BENCH_RUNS=7).
const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3);
// Lighthouse alone (after the bundle sizes): the start times and load runs take minutes and heat the machine.
const lighthouseOnly = process.env.BENCH_ONLY === 'lighthouse';
// The load runs alone (health, side by side with the bare server): what a change to the API's hot path moves.
const apiOnly = process.env.BENCH_ONLY === 'api';
const cpuProfileDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined;
const compareDir = process.env.BENCH_COMPARE_DIR ? resolve(process.env.BENCH_COMPARE_DIR) : undefined;
const connections = 50;
const catalogue = '/api/products?populate=image&pagination[pageSize]=100&locale=fr';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const bareServerScript = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

const throwawayPostgres = (name) => throwawayPostgresOn(postgresUrl, name);

/** A build to serve: the browser app and the compiled server beside it. */
const thisBuild = { name: 'this build', distDir, serverDir };
const otherBuild = compareDir && {
  name: `BENCH_COMPARE_DIR`,
  // A checkout's root has an index.html of its own (Vite's source page): its dist/ is the build.
  distDir: existsSync(join(compareDir, 'dist', 'index.html')) ? join(compareDir, 'dist') : compareDir,
  serverDir: existsSync(join(compareDir, 'dist-server', 'main.js')) ? join(compareDir, 'dist-server') : compareDir,
};

for (const build of [thisBuild, otherBuild].filter(Boolean)) {
  for (const [dir, what] of [
    [join(build.distDir, 'index.html'), 'the browser app'],
    [join(build.serverDir, 'main.js'), 'the compiled server'],
  ]) {
    if (!existsSync(dir)) {
      console.error(`No ${what} at ${dir} (${build.name}): run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

const brotli = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function firstLoadBytes() {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]))];
  const rows = assets.map((asset) => {
    const body = readFileSync(join(distDir, asset));
    return { asset, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, br: brotli(body) };
  });
  const js = rows.filter((row) => row.asset.endsWith('.js'));
  const sum = (key) => js.reduce((total, row) => total + row[key], 0);
  return { rows, jsRaw: sum('raw'), jsGzip: sum('gzip'), jsBr: sum('br') };
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
};

/** CPU time (user + system) a process has used so far: a start's cost, less swayed by the machine's load than its duration. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * Starts the compiled server on a free port over `dataDir` and resolves once both / and
 * /api/health answer, with the milliseconds that took.
 */
async function startServer(dataDir, databaseUrl = '', { build = thisBuild, nodeOptions = [] } = {}) {
  const port = await freePort();
  const started = performance.now();
  // The heap limit the README's production command sets (it keeps garbage from piling up under load).
  const child = spawn(process.execPath, ['--max-old-space-size=192', ...nodeOptions, join(build.serverDir, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: build.distDir,
      PUBLIC_URL: `http://localhost:${port}`,
      // warn: no line per request; BENCH_LOG_LEVEL=info measures production's one line per request (to /dev/null).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // Production settings the bench does not exercise: no sign-in, no payment.
      FIREBASE_PROJECT_ID: 'baobab-bench',
      FIREBASE_API_KEY: 'bench-api-key',
      PAYDUNYA_MODE: 'sandbox',
      PAYDUNYA_MASTER_KEY: 'bench',
      PAYDUNYA_PRIVATE_KEY: 'test_private_bench',
      PAYDUNYA_TOKEN: 'bench',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'bench',
      TWILIO_SENDER: 'Baobab',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const base = `http://localhost:${port}`;
  const serves = (path) =>
    fetch(`${base}${path}`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before serving`);
    if (performance.now() - started > 120_000) throw new Error('the server did not serve / within 120 s');
    if ((await serves('/')) && (await serves('/api/health'))) break;
    await new Promise((done) => setTimeout(done, 25));
  }
  return {
    base,
    // The address itself, as the bare server is reached: no name to resolve under load.
    loopback: `http://127.0.0.1:${port}`,
    pid: child.pid,
    startupMs: Math.round(performance.now() - started),
    startupCpuMs: cpuMs(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function seedBench(dataDir, databaseUrl = '', build = thisBuild) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(build.serverDir, 'seed-cli.js'), '--bench'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`seed --bench exited with ${code}`))));
  });
}

async function load(base, path, headers = {}, duration = loadSeconds) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.average,
  };
}

/** A 3 s warm-up (the JIT, the caches), then the measured run. */
async function warmAndLoad(base, path, headers = {}) {
  await load(base, path, headers, 3);
  return load(base, path, headers);
}

/**
 * The shop and the bare server loaded in turns, three rounds of a third of the duration each (after a
 * warm-up of both), so that a machine whose load changes meanwhile (other processes on the 2 cores)
 * weighs on both alike: req/s is the mean of the rounds, p50 and p99 their medians.
 */
async function alternating(shopBase, bareBase, path, headers) {
  await load(shopBase, path, headers, 3);
  await load(bareBase, path, headers, 3);
  const rounds = { shop: [], runtime: [] };
  const slice = Math.max(1, Math.round(loadSeconds / 3));
  for (let round = 0; round < 3; round += 1) {
    rounds.shop.push(await load(shopBase, path, headers, slice));
    rounds.runtime.push(await load(bareBase, path, headers, slice));
  }
  const combined = (runs) => ({
    rps: runs.reduce((total, run) => total + run.rps, 0) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((total, run) => total + run.errors, 0),
    rounds: runs.map((run) => Math.round(run.rps)),
  });
  return { shop: combined(rounds.shop), runtime: combined(rounds.runtime) };
}

const figuresLine = (figures) =>
  `${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function latency(base, path, { requests = 200, concurrency = 1 } = {}) {
  const timings = [];
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      const body = Buffer.from(await response.arrayBuffer());
      // fetch hands back the decoded body; a streamed (chunked) answer has no length, so gzip it the same way.
      bytes = Number(response.headers.get('content-length') ?? 0) || gzipSync(body).length;
      timings.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), p99: percentile(timings, 99), rps: requests / seconds, bytes };
}

/** The status, headers and body bytes exactly as sent (fetch would decode a compressed body). */
function rawGet(url, headers = {}) {
  return new Promise((done, fail) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.once('end', () => done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.once('error', fail);
    });
    request.once('error', fail);
    request.end();
  });
}

/** Headers that belong to one connection or one moment, which the bare server's own node:http writes. */
const perConnectionHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Starts scripts/bare-server.mjs with what the shop answered to each of `asked` ({ url, encoding }):
 * the same status, headers and body bytes, from memory.
 */
async function startBareServer(shopBase, asked) {
  const answers = [];
  for (const [index, { url, encoding }] of asked.entries()) {
    const answer = await rawGet(`${shopBase}${url}`, encoding === 'br' ? { 'accept-encoding': 'br' } : {});
    if (answer.status !== 200) throw new Error(`the shop answered ${url} with ${answer.status}`);
    const bodyFile = join(scratch, `bare-${index}.body`);
    writeFileSync(bodyFile, answer.body);
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !perConnectionHeaders.has(name)));
    answers.push({ url, encoding, status: answer.status, headers, bodyFile, bytes: answer.body.length });
  }
  const manifest = join(scratch, 'bare-answers.json');
  writeFileSync(manifest, JSON.stringify(answers));
  const child = spawn(process.execPath, [bareServerScript, manifest], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((done) => child.once('exit', done));
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the bare server exited with ${code} before listening`)));
    lines.once('line', (line) => done(Number(/^listening (\d+)$/.exec(line)?.[1])));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    bytesOf: (url, encoding) => answers.find((answer) => answer.url === url && answer.encoding === encoding)?.bytes,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function lighthouse(url) {
  const { default: run } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
    // An audit Lighthouse could not compute says why instead of printing a number it does not have.
    const value = (id, format) => {
      const audit = audits[id];
      return typeof audit?.numericValue === 'number' ? format(audit.numericValue) : `n/a (${audit?.errorMessage ?? 'not measured'})`;
    };
    const score = (id) => (typeof categories[id]?.score === 'number' ? Math.round(categories[id].score * 100) : 'n/a');
    const number = (id) => (typeof audits[id]?.numericValue === 'number' ? audits[id].numericValue : undefined);
    const scriptEvaluation = (audits['mainthread-work-breakdown']?.details?.items ?? []).find((item) => item.group === 'scriptEvaluation');
    return {
      // The figures of each run as numbers, for the medians (undefined where Lighthouse had none).
      figures: {
        performance: typeof categories.performance?.score === 'number' ? Math.round(categories.performance.score * 100) : undefined,
        fcpMs: number('first-contentful-paint'),
        lcpMs: number('largest-contentful-paint'),
        tbtMs: number('total-blocking-time'),
        cls: number('cumulative-layout-shift'),
        scriptEvaluationMs: scriptEvaluation?.duration,
        // The CPU speed Lighthouse measured on this machine for this run: simulated throttling scales with it.
        benchmarkIndex: result.lhr.environment?.benchmarkIndex,
      },
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: value('first-contentful-paint', Math.round),
      lcpMs: value('largest-contentful-paint', Math.round),
      tbtMs: value('total-blocking-time', Math.round),
      cls: value('cumulative-layout-shift', (cls) => cls.toFixed(3)),
      transferKiB: value('total-byte-weight', (bytes) => Math.round(bytes / 1024)),
      // What the largest paint was and where its time went (TTFB, load delay, load time, render delay): the next thing to shorten.
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'n/a',
      lcpPhases: (audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [])
        .map((item) => `${item.phase} ${Math.round(item.timing)} ms`)
        .join(', '),
      // Where TBT comes from: the main thread's long tasks (simulated), longest first, and its work by kind.
      longTasks: (audits['long-tasks']?.details?.items ?? [])
        .slice(0, 4)
        .map(
          (task) =>
            `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${String(task.url).replace(/^https?:\/\/[^/]+/, '') || 'page'})`,
        )
        .join(', '),
      mainThread: (audits['mainthread-work-breakdown']?.details?.items ?? [])
        .slice(0, 4)
        .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
        .join(', '),
    };
  } finally {
    await chrome.kill();
  }
}

const figureFormats = [
  ['performance', 'performance', (value) => String(Math.round(value))],
  ['fcpMs', 'FCP', (value) => `${Math.round(value)} ms`],
  ['lcpMs', 'LCP', (value) => `${Math.round(value)} ms`],
  ['tbtMs', 'TBT', (value) => `${Math.round(value)} ms`],
  ['cls', 'CLS', (value) => value.toFixed(3)],
  ['scriptEvaluationMs', 'script evaluation', (value) => `${Math.round(value)} ms`],
  ['benchmarkIndex', 'benchmarkIndex', (value) => String(Math.round(value))],
];

const figuresOf = (figures) =>
  figureFormats.map(([key, name, format]) => `${name} ${typeof figures[key] === 'number' ? format(figures[key]) : 'n/a'}`).join(', ');

/** Each figure's own median over the runs (not the figures of one middle run). */
function medianFigures(runs) {
  const middle = (values) => {
    const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
    if (sorted.length === 0) return undefined;
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  };
  return Object.fromEntries(figureFormats.map(([key]) => [key, middle(runs.map((run) => run.figures[key]))]));
}

/**
 * Lighthouse mobile, 3 runs a page (BENCH_RUNS), each printed with its benchmarkIndex, then the medians. With
 * BENCH_COMPARE_DIR the other build is served beside this one (its own server and seeded database) and
 * the runs alternate between them, so a machine that slows down or speeds up weighs on both alike.
 */
async function lighthouseSideBySide(server, benchDb) {
  const builds = [{ build: thisBuild, server }];
  let other;
  try {
    if (otherBuild) {
      const otherDb = benchDb && (await throwawayPostgres(`baobab_bench_compare_${process.pid}`));
      if (otherDb) databases.push(otherDb);
      const otherDir = join(scratch, 'compare');
      await seedBench(otherDir, otherDb?.url, otherBuild);
      other = await startServer(otherDir, otherDb?.url, { build: otherBuild });
      builds.push({ build: otherBuild, server: other });
      console.log(`\nLighthouse compares this build with ${compareDir} (BENCH_COMPARE_DIR), runs interleaved.`);
    }
    const width = Math.max(...builds.map(({ build }) => build.name.length));
    // BENCH_PAGES=/shopping-cart (comma-separated) measures only those pages.
    const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ['/', '/details/1', '/shopping-cart'];
    for (const path of pages) {
      // Simulated throttling still scales with the machine's own speed: a busy machine scores lower.
      console.log(
        `\nLighthouse ${path} (mobile, simulated slow 4G; ${lighthouseRuns} runs${builds.length > 1 ? ' of each build' : ''}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores):`,
      );
      const runsOf = builds.map(() => []);
      for (let run = 0; run < lighthouseRuns; run += 1) {
        for (const [index, { build, server: serving }] of builds.entries()) {
          // A run Lighthouse could not measure (NO_FCP when the machine is too busy to paint in time) is
          // printed and left out of the medians, rather than ending the bench.
          const result = await lighthouse(`${serving.base}${path}`).catch((error) => error);
          if (result instanceof Error) {
            console.log(`  ${build.name.padEnd(width)} run ${run + 1}: not measured (${result.message})`);
            continue;
          }
          runsOf[index].push(result);
          console.log(`  ${build.name.padEnd(width)} run ${run + 1}: ${figuresOf(result.figures)}`);
        }
      }
      for (const [index, { build }] of builds.entries()) {
        const runs = runsOf[index];
        if (runs.length === 0) {
          console.log(`  ${build.name.padEnd(width)} median: no run measured`);
          continue;
        }
        console.log(`  ${build.name.padEnd(width)} median of ${runs.length}: ${figuresOf(medianFigures(runs))}`);
        // The run in the middle by performance: where its largest paint and main thread's time went.
        const figures = [...runs].sort((a, b) => Number(a.performance) - Number(b.performance))[Math.floor(runs.length / 2)];
        console.log(
          `    accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, transfer ${figures.transferKiB} KiB; CLS of the runs: ${runs.map((r) => r.cls).join(', ')}`,
        );
        console.log(`    largest paint: ${figures.lcpElement.slice(0, 160)}${figures.lcpPhases ? `\n      ${figures.lcpPhases}` : ''}`);
        if (figures.longTasks) console.log(`    long tasks: ${figures.longTasks}`);
        if (figures.mainThread) console.log(`    main thread: ${figures.mainThread}`);
      }
    }
  } finally {
    await other?.stop();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const scratch = mkdtempSync(join(tmpdir(), 'baobab-bench-'));
const databases = [];

try {
  const bundle = firstLoadBytes();
  console.log('First load of / (what index.html references):');
  for (const row of bundle.rows) {
    console.log(
      `  ${row.asset.padEnd(40)} ${kb(row.raw).padStart(10)} raw  ${kb(row.gzip).padStart(10)} gzip  ${kb(row.br).padStart(10)} brotli`,
    );
  }
  console.log(`  JavaScript total: ${kb(bundle.jsRaw)} raw, ${kb(bundle.jsGzip)} gzip, ${kb(bundle.jsBr)} brotli (${bundle.jsBr} bytes)`);

  const startDb = await throwawayPostgres(`baobab_bench_start_${process.pid}`);
  if (startDb) databases.push(startDb);
  const benchDb = startDb && (await throwawayPostgres(`baobab_bench_${process.pid}`));
  if (benchDb) databases.push(benchDb);
  console.log(
    `\nDatabase: ${benchDb ? `PostgreSQL at ${new URL(postgresUrl).host} (a throwaway database)` : 'embedded PGlite (no PostgreSQL answered at BENCH_DATABASE_URL)'}`,
  );

  if (!lighthouseOnly && !apiOnly) {
    // Cold: an empty database (migrations and seed run); warm: the same database again.
    const startDir = join(scratch, 'start');
    const cold = await startServer(startDir, startDb?.url);
    await cold.stop();
    const warmTimes = [];
    const warmCpu = [];
    for (let run = 0; run < 3; run += 1) {
      const warm = await startServer(startDir, startDb?.url);
      warmTimes.push(warm.startupMs);
      warmCpu.push(warm.startupCpuMs);
      await warm.stop();
    }
    console.log(
      `Compiled server start until / and /api/health answer: cold ${cold.startupMs} ms (empty database), warm ${median(warmTimes)} ms (median of ${warmTimes.join(', ')})`,
    );
    // Issue 14's goal: the compiled server alone ready in ≤ 2 s (data present). CPU until ready shows what a busy machine hides.
    const [load1] = loadavg();
    console.log(
      `  ready in ≤ 2 s: ${median(warmTimes) <= 2000 ? 'yes' : 'no'} (warm median ${median(warmTimes)} ms; CPU until ready ${median(warmCpu)} ms; load average ${load1.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    if (process.env.BENCH_NPM_START === '1') {
      const npmStartDir = join(scratch, 'npm-start');
      const first = await measureStart({ env: { DATA_DIR: npmStartDir } });
      const again = await measureStart({ env: { DATA_DIR: npmStartDir } });
      console.log(`npm start until / is served (emulator and server): ${first} ms with an empty data folder, ${again} ms again`);
    }
  }

  const benchDir = join(scratch, 'bench');
  await seedBench(benchDir, benchDb?.url);
  const server = await startServer(benchDir, benchDb?.url);
  try {
    if (!lighthouseOnly) {
      console.log(`\nLoad, ${connections} connections for ${loadSeconds} s each after a 3 s warm-up (autocannon):`);
      const health = await warmAndLoad(server.loopback, '/api/health');
      console.log(
        `  /api/health (the framework's floor: routing, hooks, one database round trip)\n    ${figuresLine(health)}  ${kb(health.bytes)}/s  | server RSS after: ${rssMb(server.pid).toFixed(0)} MB`,
      );

      // The same addresses from a bare node:http server holding the shop's own answers: what the runtime
      // can do with these bytes on this machine now, so the shop's share is comparable across machines and loads.
      const sideBySide = [
        { label: `${catalogue}\n    uncompressed (no accept-encoding, as a bare autocannon run)`, url: catalogue, encoding: 'identity' },
        { label: `${catalogue}\n    asked with accept-encoding: br`, url: catalogue, encoding: 'br' },
        { label: '/details/1 (the HTML the shop sends, uncompressed)', url: '/details/1', encoding: 'identity' },
        { label: '/ (the HTML the shop sends, uncompressed)', url: '/', encoding: 'identity' },
        // As a browser asks for a page: the page cache holds each page compressed once.
        { label: '/details/1 (the HTML, asked with accept-encoding: br, as browsers do)', url: '/details/1', encoding: 'br' },
        { label: '/ (the HTML, asked with accept-encoding: br)', url: '/', encoding: 'br' },
      ];
      const bare = await startBareServer(server.loopback, sideBySide);
      console.log(
        `  Side by side with a bare node:http server sending the same bytes and headers (scripts/bare-server.mjs), ${loadSeconds} s each in 3 alternating rounds:`,
      );
      const shares = new Map();
      try {
        for (const { label, url, encoding } of sideBySide) {
          const headers = encoding === 'br' ? { 'accept-encoding': 'br' } : {};
          const { shop, runtime } = await alternating(server.loopback, bare.base, url, headers);
          const shopRss = rssMb(server.pid);
          const share = (shop.rps / runtime.rps) * 100;
          shares.set(`${url} ${encoding}`, shop);
          console.log(`  ${label} (${kb(bare.bytesOf(url, encoding))} a response)`);
          console.log(`    shop  ${figuresLine(shop)}  (rounds ${shop.rounds.join(', ')})  | shop RSS after: ${shopRss.toFixed(0)} MB`);
          console.log(`    bare  ${figuresLine(runtime)}  (rounds ${runtime.rounds.join(', ')})`);
          console.log(`    the shop does ${share.toFixed(0)}% of the bare server's requests a second`);
        }
      } finally {
        await bare.stop();
      }
      const healthShare = (row) => `${((row.rps / health.rps) * 100).toFixed(0)}%`;
      console.log(
        `  catalogue / health in the same run: ${healthShare(shares.get(`${catalogue} br`))} brotli, ${healthShare(shares.get(`${catalogue} identity`))} uncompressed`,
      );
    }

    if (!lighthouseOnly && !apiOnly) {
      console.log('\nAPI latency (sequential 200 requests; then 10 concurrent):');
      for (const path of [catalogue, '/api/categories?locale=fr', '/api/products/1?populate=image&locale=en']) {
        await latency(server.base, path, { requests: 20 }); // warm-up
        const one = await latency(server.base, path);
        const ten = await latency(server.base, path, { concurrency: 10 });
        console.log(
          `  ${path}\n    p50 ${ms(one.p50)}  p95 ${ms(one.p95)}  p99 ${ms(one.p99)}  | 10 concurrent: p50 ${ms(ten.p50)} p95 ${ms(ten.p95)}, ${ten.rps.toFixed(0)} req/s  | ${one.bytes} bytes gzip`,
        );
      }
    }

    if (!apiOnly && process.env.BENCH_SKIP_LIGHTHOUSE !== '1') await lighthouseSideBySide(server, benchDb);
  } finally {
    await server.stop();
  }
  if (cpuProfileDir) {
    // A server of its own, so the profiler's cost weighs on none of the figures above; same database.
    const profiled = await startServer(benchDir, benchDb?.url, { nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] });
    const path = process.env.BENCH_PROFILE_URL ?? catalogue;
    const encoding = process.env.BENCH_PROFILE_ENCODING ?? 'identity';
    const headers = encoding === 'identity' ? {} : { 'accept-encoding': encoding };
    let figures;
    // The profile's clock is the monotonic one process.hrtime reads: the load's own samples, without start and warm-up.
    const window = {};
    try {
      await load(profiled.loopback, path, headers, 3);
      window.fromUs = Number(process.hrtime.bigint() / 1000n);
      figures = await load(profiled.loopback, path, headers);
      window.toUs = Number(process.hrtime.bigint() / 1000n);
    } finally {
      await profiled.stop();
    }
    // The newest profile is this server's (node writes it as the process exits).
    const newest = readdirSync(cpuProfileDir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .sort()
      .at(-1);
    const asked = encoding === 'identity' ? 'uncompressed' : `accept-encoding: ${encoding}`;
    console.log(`\nCPU profile under load: ${path} (${asked}), ${figuresLine(figures)} with the profiler on`);
    if (newest) {
      console.log(`  ${join(cpuProfileDir, newest)}, the ${loadSeconds} s of load only (not start or warm-up), top 15:`);
      printTopSelfTimes(JSON.parse(readFileSync(join(cpuProfileDir, newest), 'utf8')), 15, window);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  for (const database of databases) await database.drop().catch(() => undefined);
}
