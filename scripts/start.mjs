// `npm start`: the shop as it runs in production — the compiled server under plain `node` — with the
// local Firebase Auth emulator and the PayDunya simulator (which NODE_ENV=production refuses, so it is
// not set; the server's logging, caching and compression do not depend on it).
//
// Every port is checked first, so a taken one stops the start at once, naming the port and what holds
// it. The emulator starts while the browser app is built (skipped when dist/ is current) and the server
// starts; the emulator and the server live and die together. A "Baobab is ready … in N ms" line says
// when the shop answers (scripts/measure-start.mjs times it from outside).
import { portFrom, emulatorArgs, emulatorPortChecks, emulatorPorts, writeEmulatorConfig } from './emulator.mjs';
import { browserBuildIsCurrent, browserInputsHash, recordBrowserBuild, viteCli } from './browser-build.mjs';
import { buildServer, serverEntry } from './build-server.mjs';
import { projectId as defaultProjectId } from './firebase-project.mjs';
import { portProblems } from './ports.mjs';
import { ProcessGroup } from './process-group.mjs';

const startedAt = performance.now();
const elapsed = () => Math.round(performance.now() - startedAt);
const say = (line) => process.stdout.write(`[start] ${line}\n`);
const fail = (lines) => {
  process.stderr.write(`[start] The shop cannot start:\n${lines.map((line) => `  - ${line}`).join('\n')}\n`);
  process.exit(1);
};

const env = { ...process.env };
const projectId = env.FIREBASE_PROJECT_ID?.trim() || defaultProjectId;
let port;
let ports;
try {
  port = portFrom(env, 'PORT', 8080);
  ports = emulatorPorts(env);
} catch (error) {
  fail([error.message]);
}
const host = env.HOST?.trim() || '0.0.0.0';
const serverHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

const problems = await portProblems([{ port, host, name: 'the shop', variable: 'PORT' }, ...emulatorPortChecks(ports)]);
if (problems.length > 0) {
  fail([...problems, 'stop that program, or choose other ports with PORT, FIREBASE_AUTH_PORT, FIREBASE_HUB_PORT, FIREBASE_LOGGING_PORT']);
}

const emulatorConfig = await writeEmulatorConfig(ports);
const group = new ProcessGroup();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => group.stop(0));

/** Resolves once `url` answers 2xx; rejects if the group stops first. */
async function answers(url) {
  while (!group.stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('stopped');
}

// The emulator must not be told to use an emulator; everything else is the caller's environment.
const emulatorEnv = { ...env };
delete emulatorEnv.FIREBASE_AUTH_EMULATOR_HOST;
group.start('the Firebase Auth emulator', process.execPath, emulatorArgs(emulatorConfig.file, projectId), { env: emulatorEnv });
const emulatorReady = answers(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${projectId}/config`).then(elapsed);

async function buildBrowserIfStale() {
  // SKIP_BUILD: serve dist/ as it is; FORCE_BUILD: build even when current (a cold start, timed).
  if (env.SKIP_BUILD || (!env.FORCE_BUILD && (await browserBuildIsCurrent()))) return 'dist/ is current';
  const hash = await browserInputsHash();
  const { exit } = group.start('the browser build (vite build)', process.execPath, [viteCli, 'build', '--logLevel', 'warn'], {
    expectExit: true,
  });
  if ((await exit) !== 0) throw new Error('stopped');
  await recordBrowserBuild(hash);
  return `built in ${elapsed()} ms`;
}

async function startServer() {
  const [browserBuild] = await Promise.all([buildBrowserIfStale(), buildServer()]);
  if (group.stopping) throw new Error('stopped');
  // No --enable-source-maps: Node then maps every stack trace it formats, which slows a server that
  // logs errors; dist-server/*.map are there for NODE_OPTIONS=--enable-source-maps when debugging.
  group.start('the server', process.execPath, [serverEntry], {
    env: { ...env, PORT: String(port), FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}` },
    // The server stops by itself if this process is killed (SIGKILL) and cannot stop it.
    ipc: true,
  });
  await answers(`http://${serverHost.includes(':') ? `[${serverHost}]` : serverHost}:${port}/api/health`);
  return { browserBuild, serverReady: elapsed() };
}

Promise.all([startServer(), emulatorReady]).then(
  ([{ browserBuild, serverReady }, authReady]) =>
    say(
      `Baobab is ready on http://localhost:${port} in ${elapsed()} ms ` +
        `(browser app: ${browserBuild}; server answering after ${serverReady} ms; Auth emulator on 127.0.0.1:${ports.auth} after ${authReady} ms). Ctrl-C stops everything.`,
    ),
  (error) => {
    if (error.message !== 'stopped') group.stop(1, error.message);
  },
);

const { code, reason } = await group.done;
await emulatorConfig.remove();
if (reason) process.stderr.write(`[start] ${reason}; every other part was stopped too.\n`);
process.exit(code);
