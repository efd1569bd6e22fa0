// `npm run bench`: prints what the shop costs a shopper on a phone — first-load bytes, Lighthouse figures
// for / and a product page (mobile emulation, simulated slow 4G), and API latency. Numbers, not verdicts.
// Needs a build (`npm run build`); starts its own server on a free port with a throwaway database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = process.env.STATIC_DIR ?? 'dist';

function firstLoadBytes() {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const rows = assets.map((asset) => {
    const body = readFileSync(join(distDir, asset));
    return { asset, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const js = rows.filter((row) => row.asset.endsWith('.js'));
  return { rows, jsRaw: js.reduce((sum, row) => sum + row.raw, 0), jsGzip: js.reduce((sum, row) => sum + row.gzip, 0) };
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'baobab-bench-'));
  // Node itself with tsx's loader (not npx), so stopping it stops the server and nothing is left behind.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: distDir, PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 120_000) throw new Error('the server did not start within 120 s');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    startupMs: Date.now() - started,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

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

async function lighthouse(url) {
  const { default: run } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await run(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
    // An audit Lighthouse could not compute says why instead of printing a number it does not have.
    const value = (id, format) => {
      const audit = audits[id];
      return typeof audit?.numericValue === 'number' ? format(audit.numericValue) : `n/a (${audit?.errorMessage ?? 'not measured'})`;
    };
    const score = (id) => (typeof categories[id]?.score === 'number' ? Math.round(categories[id].score * 100) : 'n/a');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: value('first-contentful-paint', Math.round),
      lcpMs: value('largest-contentful-paint', Math.round),
      tbtMs: value('total-blocking-time', Math.round),
      cls: value('cumulative-layout-shift', (cls) => cls.toFixed(3)),
      transferKiB: value('total-byte-weight', (bytes) => Math.round(bytes / 1024)),
    };
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;

const bundle = firstLoadBytes();
console.log('First load of / (what index.html references):');
for (const row of bundle.rows) console.log(`  ${row.asset.padEnd(40)} ${kb(row.raw).padStart(10)} raw  ${kb(row.gzip).padStart(10)} gzip`);
console.log(`  JavaScript total: ${kb(bundle.jsRaw)} raw, ${kb(bundle.jsGzip)} gzip (${bundle.jsGzip} bytes)`);

const server = await startServer();
try {
  console.log(`\nServer start to healthy: ${server.startupMs} ms`);
  console.log('\nAPI latency (sequential 200 requests; then 10 concurrent):');
  for (const path of ['/api/products?populate=image&pagination[pageSize]=100&locale=fr', '/api/categories?locale=fr', '/api/products/1?populate=image&locale=en']) {
    await latency(server.base, path, { requests: 20 }); // warm-up
    const one = await latency(server.base, path);
    const ten = await latency(server.base, path, { concurrency: 10 });
    console.log(`  ${path}\n    p50 ${ms(one.p50)}  p95 ${ms(one.p95)}  p99 ${ms(one.p99)}  | 10 concurrent: p50 ${ms(ten.p50)} p95 ${ms(ten.p95)}, ${ten.rps.toFixed(0)} req/s  | ${one.bytes} bytes gzip`);
  }
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    for (const path of ['/', '/details/1']) {
      const figures = await lighthouse(`${server.base}${path}`);
      console.log(`\nLighthouse ${path} (mobile, simulated slow 4G):`);
      console.log(`  performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}`);
      console.log(`  FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, transfer ${figures.transferKiB} KiB`);
    }
  }
} finally {
  await server.stop();
}
