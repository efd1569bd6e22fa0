import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './measure-start.mjs';
import { portHolder, tryListen } from './ports.mjs';
import { ProcessGroup } from './process-group.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Holds `port` the way another program would. */
function occupy(port: number): Promise<void> {
  const server = net.createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runStart(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/start.mjs'],
      { cwd: root, env: { ...process.env, ...env }, timeout: 15_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

const variables = ['PORT', 'FIREBASE_AUTH_PORT', 'FIREBASE_HUB_PORT', 'FIREBASE_LOGGING_PORT'] as const;

describe('npm start', () => {
  for (const taken of variables) {
    it(`stops at once, naming the port and what holds it, when ${taken}'s port is taken`, async () => {
      const ports: Record<string, string> = {};
      for (const variable of variables) ports[variable] = String(await freePort());
      const port = Number(ports[taken]);
      await occupy(port);

      const run = await runStart(ports);

      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`port ${port}`);
      expect(run.stderr).toContain(taken);
      // What holds it: this test's own process.
      expect(run.stderr).toContain(`in use by pid ${process.pid}`);
      // Nothing was started: not even the emulator's message.
      expect(run.stdout).not.toContain('emulators');
    });
  }

  it.runIf(process.platform === 'linux')('names what holds the port without lsof or ps too (from /proc)', async () => {
    const ports: Record<string, string> = {};
    for (const variable of variables) ports[variable] = String(await freePort());
    await occupy(Number(ports.FIREBASE_AUTH_PORT));

    const run = await runStart({ ...ports, PATH: '/nonexistent' });

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `port ${ports.FIREBASE_AUTH_PORT} (Firebase Auth emulator, FIREBASE_AUTH_PORT) is in use by pid ${process.pid}: `,
    );
  });

  it('stops the server and exits with the reason when the Auth emulator dies', async () => {
    const ports: Record<string, string> = {};
    for (const variable of variables) ports[variable] = String(await freePort());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'baobab-start-'));
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      // SKIP_BUILD: the browser app does not matter here; the compiled server is built anyway.
      env: { ...process.env, ...ports, DATA_DIR: dataDir, SKIP_BUILD: '1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => stdout, { timeout: 100_000, interval: 200 }).toContain('Baobab is ready on');

      const emulator = /^pid (\d+)/.exec((await portHolder(Number(ports.FIREBASE_AUTH_PORT))) ?? '')?.[1];
      expect(emulator).toBeDefined();
      process.kill(Number(emulator), 'SIGKILL');

      expect(await exited).toBe(1);
      expect(stderr).toContain('the Firebase Auth emulator stopped (signal SIGKILL); every other part was stopped too.');
      // The server is gone with it: its port is free again.
      expect(await tryListen(Number(ports.PORT), '127.0.0.1')).toBeNull();
    } finally {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a port variable that is not a port number, naming it', async () => {
    const run = await runStart({ FIREBASE_HUB_PORT: 'hub' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('FIREBASE_HUB_PORT=hub is not a port number');
  });
});

/** Alive, and not a zombie waiting for a parent that never reaps (pid 1 in a container may not). */
const isRunning = (pid: number | undefined) => {
  try {
    process.kill(pid ?? 0, 0);
  } catch {
    return false;
  }
  const state = readProcState(pid ?? 0);
  return state !== 'Z';
};

/** The process state letter from /proc (Linux), or null elsewhere. */
function readProcState(pid: number): string | null {
  try {
    return /^\d+ \(.*\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}

const node = (script: string) => [process.execPath, ['-e', script]] as const;

describe('the processes npm start runs', () => {
  it('stop together when one of them stops — with what they started — and the group says which one', async () => {
    const pidFile = path.join(await mkdtemp(path.join(tmpdir(), 'baobab-group-')), 'grandchild.pid');
    const group = new ProcessGroup();
    const server = group.start('the server', ...node('setInterval(() => {}, 1000)'));
    // A parent that started a process of its own, like the Firebase CLI and its emulator.
    const emulator = group.start(
      'the emulator',
      ...node(
        `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); setInterval(() => {}, 1000)`,
      ),
    );
    await expect.poll(() => readFile(pidFile, 'utf8').catch(() => ''), { timeout: 10_000 }).not.toBe('');
    const grandchild = Number(await readFile(pidFile, 'utf8'));
    group.start('the failing part', ...node('process.exit(3)'));

    const outcome = await group.done;

    expect(outcome).toEqual({ code: 1, reason: 'the failing part stopped (exit code 3)' });
    expect(isRunning(server.child.pid)).toBe(false);
    expect(isRunning(emulator.child.pid)).toBe(false);
    await expect.poll(() => isRunning(grandchild)).toBe(false);
  });

  it('stop on request with the code asked for, and no reason', async () => {
    const group = new ProcessGroup();
    const server = group.start('the server', ...node('setInterval(() => {}, 1000)'));
    group.stop(0);
    expect(await group.done).toEqual({ code: 0, reason: null });
    expect(isRunning(server.child.pid)).toBe(false);
  });
});
