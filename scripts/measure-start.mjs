// How long until the shop serves its home page: `npm start` as a whole (emulator, builds when stale,
// server), or the compiled server alone. Each run uses free ports of its own, so a measurement never
// meets a shop already running. For the bench: `import { measureStart, measureServer } from './measure-start.mjs'`;
// by hand: `node scripts/measure-start.mjs [runs]` prints a cold start, then each warm run (3 by
// default) and the median. Warm means built and with data: pass the same DATA_DIR to every run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A port nobody listens on now (the system's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function distinctFreePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * Runs `command` and resolves to the milliseconds until GET http://127.0.0.1:<port>/ answers 200,
 * then stops it (SIGINT) and waits for it to exit. Rejects if it exits first or after `timeoutMs`.
 */
async function timeUntilHomeServes(command, args, { cwd, env, port, timeoutMs, log }) {
  const startedAt = performance.now();
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', log ? 'inherit' : 'ignore', log ? 'inherit' : 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let gone = false;
  void exited.then(() => (gone = true));
  try {
    while (!gone) {
      if (performance.now() - startedAt > timeoutMs) throw new Error(`not serving / after ${timeoutMs} ms`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return Math.round(performance.now() - startedAt);
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${path.basename(args.at(-1) ?? command)} exited with ${await exited} before serving /:\n${stderr.trim()}`);
  } finally {
    if (!gone) {
      child.kill('SIGINT');
      await exited;
    }
  }
}

/**
 * Milliseconds from `node scripts/start.mjs` to the home page served (the emulator, builds and server
 * included). `cold`: the browser app is rebuilt and the data directory is a new, empty one.
 */
export async function measureStart({ cwd = root, env = {}, timeoutMs = 180_000, log = false, cold = false } = {}) {
  const [port, auth, hub, logging] = await distinctFreePorts(4);
  const coldDataDir = cold ? await mkdtemp(path.join(tmpdir(), 'baobab-cold-')) : null;
  try {
    return await timeUntilHomeServes(process.execPath, ['scripts/start.mjs'], {
      cwd,
      port,
      timeoutMs,
      log,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...env,
        ...(coldDataDir ? { DATA_DIR: coldDataDir, FORCE_BUILD: '1' } : {}),
        PORT: String(port),
        FIREBASE_AUTH_PORT: String(auth),
        FIREBASE_HUB_PORT: String(hub),
        FIREBASE_LOGGING_PORT: String(logging),
      },
    });
  } finally {
    if (coldDataDir) await rm(coldDataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from `node dist-server/main.js` (already built) to the home page served. */
export async function measureServer({ cwd = root, env = {}, timeoutMs = 60_000, log = false } = {}) {
  const [port, auth] = await distinctFreePorts(2);
  return timeUntilHomeServes(process.execPath, ['dist-server/main.js'], {
    cwd,
    port,
    timeoutMs,
    log,
    // The server does not reach the emulator before a shopper signs in: no emulator needed to time it.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${auth}`,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 3);
  const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
  const measure = async (label, run) => {
    const times = [];
    for (let index = 0; index < runs; index += 1) times.push(await run({ env: { DATA_DIR: dataDir } }));
    process.stdout.write(`${label}: ${times.join(' ms, ')} ms — median ${median(times)} ms\n`);
  };
  process.stdout.write(`cold npm start (browser build, empty data) until / is served: ${await measureStart({ cold: true })} ms\n`);
  // Warm means with data: a first, untimed start of the server fills an empty DATA_DIR.
  if (!existsSync(path.join(dataDir, 'pglite'))) await measureServer({ env: { DATA_DIR: dataDir } });
  await measure('warm npm start (built, data present) until / is served', measureStart);
  await measure('compiled server alone until / is served', measureServer);
}
