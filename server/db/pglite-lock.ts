/**
 * PGlite is a single-process database: a second server on the same data directory would corrupt
 * it. A lock file next to the data holds the owner's pid; a lock left by a killed process is taken
 * over, a lock held by a live process refuses the start.
 */
import { readFile, unlink, writeFile } from 'node:fs/promises';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export async function acquirePgliteLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return async () => {
        await unlink(lockFile).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataDirInUseError(
          `The embedded database ${dataDir} is in use by process ${owner}. Stop that server, or set DATA_DIR to another directory ` +
            `(if no server is running, delete ${lockFile}).`,
        );
      }
      await unlink(lockFile).catch(() => undefined);
    }
  }
  throw new DataDirInUseError(`Could not lock the embedded database ${dataDir}; remove ${lockFile} if no server is running.`);
}
