// `npm run dev`: Vite with hot reload on PORT (8080), the API server reloading on change on API_PORT
// (8081), and the Auth emulator (FIREBASE_AUTH_PORT, FIREBASE_HUB_PORT, FIREBASE_LOGGING_PORT), started
// together after checking every port. When one of them stops, the others are stopped too.
import { createRequire } from 'node:module';
import { viteCli } from './browser-build.mjs';
import { emulatorArgs, emulatorPortChecks, emulatorPorts, portFrom, writeEmulatorConfig } from './emulator.mjs';
import { projectId as defaultProjectId } from './firebase-project.mjs';
import { portProblems } from './ports.mjs';
import { ProcessGroup } from './process-group.mjs';

const env = { ...process.env };
const projectId = env.FIREBASE_PROJECT_ID?.trim() || defaultProjectId;
let port;
let apiPort;
let ports;
try {
  port = portFrom(env, 'PORT', 8080);
  apiPort = portFrom(env, 'API_PORT', 8081);
  ports = emulatorPorts(env);
} catch (error) {
  process.stderr.write(`[dev] ${error.message}\n`);
  process.exit(1);
}

const problems = await portProblems([
  { port, host: '127.0.0.1', name: 'Vite', variable: 'PORT' },
  { port: apiPort, host: '127.0.0.1', name: 'the API server', variable: 'API_PORT' },
  ...emulatorPortChecks(ports),
]);
if (problems.length > 0) {
  process.stderr.write(`[dev] Cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const emulatorConfig = await writeEmulatorConfig(ports);
const group = new ProcessGroup();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => group.stop(0));

const emulatorEnv = { ...env };
delete emulatorEnv.FIREBASE_AUTH_EMULATOR_HOST;
group.start('the Firebase Auth emulator', process.execPath, emulatorArgs(emulatorConfig.file, projectId), { env: emulatorEnv });
group.start('the API server (tsx watch)', process.execPath, [require.resolve('tsx/cli'), 'watch', 'server/main.ts'], {
  env: {
    ...env,
    PORT: String(apiPort),
    PUBLIC_URL: `http://localhost:${port}`,
    STATIC_DIR: 'none',
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  },
});
group.start('Vite', process.execPath, [viteCli, '--port', String(port), '--strictPort'], {
  env: { ...env, API_TARGET: `http://127.0.0.1:${apiPort}` },
});

const { code, reason } = await group.done;
await emulatorConfig.remove();
if (reason) process.stderr.write(`[dev] ${reason}; every other part was stopped too.\n`);
process.exit(code);
