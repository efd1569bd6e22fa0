import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acquirePgliteLock, DataDirInUseError, pgliteLockPath } from './pglite-lock';

const lockModule = fileURLToPath(new URL('./pglite-lock.ts', import.meta.url));

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'baobab-lock-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Another server process: takes the lock of `dataDir`, says "held", and keeps running until killed. */
async function otherProcessHolding(dataDir: string): Promise<ChildProcess> {
  const script = `const { acquirePgliteLock } = await import(${JSON.stringify(lockModule)});
await acquirePgliteLock(${JSON.stringify(dataDir)});
process.stdout.write('held\\n');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('the embedded database lock', () => {
  it('refuses while another live process holds it, naming that process', async () => {
    const dataDir = path.join(scratch, 'live', 'pglite');
    await mkdir(path.dirname(dataDir), { recursive: true });
    const holder = await otherProcessHolding(dataDir);

    const attempt = acquirePgliteLock(dataDir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(attempt).rejects.toThrow(`in use by process ${holder.pid}`);
  });

  it('is taken over when the server holding it was killed (SIGKILL leaves the lock behind)', async () => {
    const dataDir = path.join(scratch, 'killed', 'pglite');
    await mkdir(path.dirname(dataDir), { recursive: true });
    const holder = await otherProcessHolding(dataDir);
    holder.kill('SIGKILL');
    await exited(holder);
    expect((await stat(pgliteLockPath(dataDir))).isSocket()).toBe(true);

    const release = await acquirePgliteLock(dataDir);
    await release();
  });

  it('is taken over when the lock left behind names a pid that is alive again (pid 1, as in a container on every start)', async () => {
    const dataDir = path.join(scratch, 'pid-1', 'pglite');
    await mkdir(path.dirname(dataDir), { recursive: true });
    // What a killed server of an earlier version left: its pid, which is now init's (and alive).
    await writeFile(pgliteLockPath(dataDir), '1');

    const release = await acquirePgliteLock(dataDir);
    await expect(acquirePgliteLock(dataDir)).rejects.toThrow(`in use by process ${process.pid}`);
    await release();
    // Released: the next start takes it at once.
    const again = await acquirePgliteLock(dataDir);
    await again();
  });
});
