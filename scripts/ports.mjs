// Is a TCP port free, and if not, which program holds it: checked before starting anything, so a
// taken port stops `npm start` at once with a message naming it instead of half-starting the shop.
import { execFile } from 'node:child_process';
import { readdir, readFile, readlink } from 'node:fs/promises';
import net from 'node:net';

/** Resolves to the error code of listening on host:port (e.g. 'EADDRINUSE'), or null when the port is free. */
export function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code ?? String(error)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

const run = (command, args) =>
  new Promise((resolve) => {
    execFile(command, args, { timeout: 3000 }, (error, stdout) => resolve(error && !stdout ? '' : stdout));
  });

/**
 * On Linux without lsof: the listening socket's inode from /proc/net/tcp{,6}, then the process that
 * has it open among /proc/<pid>/fd (only this user's processes can be looked into).
 */
async function procListener(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const tables = await Promise.all(['/proc/net/tcp', '/proc/net/tcp6'].map((file) => readFile(file, 'utf8').catch(() => '')));
  // Columns: sl local_address rem_address st … inode; st 0A is LISTEN.
  const inodes = new Set(
    tables
      .flatMap((table) => table.split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[1]?.endsWith(`:${hexPort}`) && columns[3] === '0A')
      .map((columns) => columns[9]),
  );
  if (inodes.size === 0) return null;
  for (const pid of (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name))) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1])) return pid;
    }
  }
  return null;
}

/** "pid 123: node server.js" for the process listening on `port`, or null when it cannot be told (someone else's process). */
export async function portHolder(port) {
  // -Fp: one "p<pid>" line per process.
  const listing = await run('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fp']);
  const pid = /^p(\d+)$/m.exec(listing)?.[1] ?? (await procListener(port));
  if (!pid) return null;
  const commandLine =
    (await run('ps', ['-o', 'args=', '-p', pid])).trim() ||
    (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ').trim();
  return `pid ${pid}${commandLine ? `: ${commandLine.length > 120 ? `${commandLine.slice(0, 117)}…` : commandLine}` : ''}`;
}

/**
 * Checks every wanted port; resolves to one line per port that cannot be used, e.g.
 * "port 9099 (Firebase Auth emulator, FIREBASE_AUTH_PORT) is in use by pid 42: node …".
 */
export async function portProblems(wanted) {
  const problems = await Promise.all(
    wanted.map(async ({ port, host, name, variable }) => {
      const code = await tryListen(port, host);
      if (code === null) return null;
      const what = `port ${port} (${name}, ${variable})`;
      if (code !== 'EADDRINUSE') return `${what} cannot be used on ${host}: ${code}`;
      const holder = await portHolder(port);
      return `${what} is in use${holder ? ` by ${holder}` : ' by another program'}`;
    }),
  );
  return problems.filter((problem) => problem !== null);
}
