import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledServer } from '../server/test-support/compiled-server';
import { freePort } from './measure-start.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// buildServer() ran once for the whole test run, into a folder of its own (the unit project's global setup).
const outDir = compiledServer().dir;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'baobab-compiled-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the compiled server (npm run build → dist-server/)', () => {
  it('imports only packages the shop depends on at run time (no tsx, no dev dependency)', async () => {
    const { dependencies } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const file of ['main.js', 'seed-cli.js']) {
      const code = await readFile(path.join(outDir, file), 'utf8');
      // Not a word inside a string: `path: ["from"]` is followed by a quote too.
      const imported = [...code.matchAll(/(?<!["'\w.$])(?:from|import)\s*\(?\s*"([^".][^"]*)"/g)]
        .map(([, specifier]) => specifier ?? '')
        .filter((specifier) => !specifier.startsWith('node:'));
      expect(imported.length).toBeGreaterThan(0);
      expect(imported.map(packageOf).filter((name) => !(name in dependencies))).toEqual([]);
    }
  });

  it('migrates and seeds an empty embedded database under plain node (the migrations are found beside it)', async () => {
    const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) => {
      execFile(
        process.execPath,
        [path.join(outDir, 'seed-cli.js')],
        { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 90_000 },
        (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve({ stdout: out })),
      );
    });
    expect(stdout).toContain('Seeded: 42 products (pglite).');
  }, 100_000);

  it('stops by itself when the process that started it with a channel (npm start) is killed', async () => {
    const port = await freePort();
    // A stand-in for start.mjs: starts the server with a channel, says its pid, and is then SIGKILLed.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `const server = require('node:child_process').spawn(process.execPath, [${JSON.stringify(path.join(outDir, 'main.js'))}], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
process.stdout.write(String(server.pid)); setInterval(() => {}, 1000);`,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          // The database the seed test made, when it ran first: an empty one would cost this start ~4 s of CPU
          // (initdb, migrations and seed) that this test does not check.
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let said = '';
    parent.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const serverAnswers = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    let serverPid = 0;
    try {
      await expect.poll(serverAnswers, { timeout: 60_000, interval: 200 }).toBe(true);
      serverPid = Number(said);
      parent.kill('SIGKILL');

      await expect.poll(serverAnswers, { timeout: 15_000, interval: 200 }).toBe(false);
      await expect.poll(() => isRunning(serverPid), { timeout: 15_000, interval: 200 }).toBe(false);
    } finally {
      if (parent.exitCode === null) parent.kill('SIGKILL');
      // Without the fix the server would outlive the test.
      if (serverPid && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  }, 100_000);
});

/** Alive, and not a zombie left to a parent that never reaps (pid 1 in a container may not). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}
