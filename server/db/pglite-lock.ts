/**
 * PGlite is a single-process database: a second server on the same data directory would corrupt
 * it. The lock is a Unix socket next to the data that the owner listens on. The kernel closes it
 * when the owner dies, however it dies, so a lock is held exactly while its owner runs: a pid
 * written in a file could not tell a crashed owner from an unrelated process that got the same pid
 * (in a container the server is pid 1 on every start).
 */
import { unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Longest socket path every Unix accepts (sun_path is 104 bytes on macOS, 108 on Linux, with its NUL). */
const maxSocketPath = 103;

/** The socket's path; relative to the working directory when the absolute one is too long for a socket. */
export function pgliteLockPath(dataDir: string): string {
  const absolute = path.resolve(`${dataDir}.lock`);
  const relative = path.relative(process.cwd(), absolute);
  return Buffer.byteLength(absolute) <= maxSocketPath || Buffer.byteLength(relative) > maxSocketPath ? absolute : relative;
}

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | undefined)?.code;

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Who answers on the socket: the owner's pid (it writes it to every connection), 'someone' when a
 * process accepts without saying, or null when nobody listens (a file left by a dead owner, or a lock
 * file of an older version that held a pid).
 */
function holderOf(socketPath: string): Promise<{ pid: number | null } | null> {
  return new Promise((resolve) => {
    let said = '';
    let connected = false;
    const socket = net.connect(socketPath);
    const done = (holder: { pid: number | null } | null) => {
      socket.destroy();
      resolve(holder);
    };
    socket.setTimeout(1000, () => done(connected ? { pid: null } : null));
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk) => (said += chunk.toString('utf8')));
    socket.on('end', () => {
      const pid = Number.parseInt(said, 10);
      done({ pid: Number.isInteger(pid) && pid > 0 ? pid : null });
    });
    socket.on('error', (error) => {
      // Refused or not a socket: nobody holds it. Anything else (permissions): assume someone does.
      const code = errorCode(error);
      done(code === 'ECONNREFUSED' || code === 'ENOTSOCK' || code === 'ENOENT' ? null : { pid: null });
    });
  });
}

/** Takes the lock of `dataDir` for this process; resolves to its release. Throws DataDirInUseError while another process holds it. */
export async function acquirePgliteLock(dataDir: string): Promise<() => Promise<void>> {
  const socketPath = pgliteLockPath(dataDir);
  const server = net.createServer((connection) => connection.end(String(process.pid)));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await listen(server, socketPath);
      // The lock must not keep a finished process alive.
      server.unref();
      return () =>
        new Promise<void>((resolve) => {
          // close() removes the socket file.
          server.close(() => resolve());
        });
    } catch (error) {
      if (errorCode(error) !== 'EADDRINUSE') throw error;
      const holder = await holderOf(socketPath);
      if (holder) {
        throw new DataDirInUseError(
          `The embedded database ${dataDir} is in use by ${holder.pid ? `process ${holder.pid}` : 'another process'}. ` +
            'Stop that server, or set DATA_DIR to another directory.',
        );
      }
      // Left by an owner that is gone: nobody can be listening on it any more.
      await unlink(socketPath).catch((unlinkError: unknown) => {
        if (errorCode(unlinkError) !== 'ENOENT') throw unlinkError;
      });
    }
  }
  throw new DataDirInUseError(`Could not lock the embedded database ${dataDir}: ${socketPath} keeps coming back.`);
}
