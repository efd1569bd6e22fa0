// Where a process's CPU went, from a V8 profile (`node --cpu-prof` writes one as the process exits):
// the functions with the most self time, and the same summed by package (optionally within a time window). The bench prints it for its
// server under BENCH_CPU_PROF; by hand: `node scripts/cpu-profile-top.mjs <file.cpuprofile> [count]`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `node_modules/fastify/lib/reply.js` → `fastify/lib/reply.js`; `node:internal/…` stays; the bundle keeps its name. */
function shortUrl(url) {
  if (!url) return '';
  const inModules = url.lastIndexOf('/node_modules/');
  if (inModules >= 0) return url.slice(inModules + '/node_modules/'.length);
  return url.replace(/^file:\/\/.*\/(dist-server|server|scripts)\//, '$1/');
}

/** The package a frame belongs to: an npm package, node's own code, the shop's bundle, or V8's pseudo-frames. */
function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const inModules = url.lastIndexOf('/node_modules/');
  if (inModules < 0) return shortUrl(url);
  const [scopeOrName, name] = url.slice(inModules + '/node_modules/'.length).split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

/**
 * Self time per function: each sample's interval (to the next sample) is charged to the frame on top
 * of the stack when it was taken. Frames of one function reached by different paths are summed.
 */
export function topSelfTimes(profile, count = 15, { fromUs = -Infinity, toUs = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  const { samples, timeDeltas } = profile;
  let at = profile.startTime;
  for (let index = 0; index < samples.length; index += 1) {
    at += timeDeltas[index];
    const interval = timeDeltas[index + 1] ?? 0;
    if (at < fromUs || at > toUs) continue;
    selfUs.set(samples[index], (selfUs.get(samples[index]) ?? 0) + interval);
  }
  const functions = new Map();
  const packages = new Map();
  let totalUs = 0;
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = functionName || '(anonymous)';
    totalUs += us;
    if (name === '(idle)') idleUs += us;
    const key = `${name} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
    const pkg = packageOf(url, name);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: us / 1000, share: totalUs ? us / totalUs : 0 }));
  return { totalMs: totalUs / 1000, idleMs: idleUs / 1000, functions: top(functions), packages: top(packages) };
}

/** `window`: only the samples taken between these instants (µs of the monotonic clock, as process.hrtime). */
export function printTopSelfTimes(profile, count = 15, window = {}) {
  const { totalMs, idleMs, functions, packages } = topSelfTimes(profile, count, window);
  const row = ({ name, ms, share }) => `  ${ms.toFixed(0).padStart(7)} ms ${(share * 100).toFixed(1).padStart(5)}%  ${name}`;
  console.log(`  ${totalMs.toFixed(0)} ms sampled, ${idleMs.toFixed(0)} ms of it idle; self time by function:`);
  for (const entry of functions) console.log(row(entry));
  console.log('  self time by package:');
  for (const entry of packages.slice(0, 10)) console.log(row(entry));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, count = '15'] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [count]');
    process.exit(2);
  }
  printTopSelfTimes(JSON.parse(readFileSync(file, 'utf8')), Number(count));
}
