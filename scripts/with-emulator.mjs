// Runs a command with the Firebase Auth emulator: reuses one that is already running
// (FIREBASE_AUTH_EMULATOR_HOST set, or an emulator answering on 127.0.0.1:FIREBASE_AUTH_PORT, 9099 by
// default, as in `npm run dev`), otherwise starts one for the command's lifetime on the ports of
// FIREBASE_AUTH_PORT, FIREBASE_HUB_PORT and FIREBASE_LOGGING_PORT (failing at once if one is taken).
import { spawn } from 'node:child_process';
import { emulatorAnswers, emulatorArgs, emulatorHost, emulatorPortChecks, emulatorPorts, writeEmulatorConfig } from './emulator.mjs';
import { projectId } from './firebase-project.mjs';
import { portProblems } from './ports.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-emulator.mjs <command> [args…]');
  process.exit(2);
}

const env = { ...process.env, FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? projectId };
let ports;
try {
  ports = emulatorPorts(env);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const defaultHost = `${emulatorHost}:${ports.auth}`;

if (!env.FIREBASE_AUTH_EMULATOR_HOST && (await emulatorAnswers(defaultHost, env.FIREBASE_PROJECT_ID)))
  env.FIREBASE_AUTH_EMULATOR_HOST = defaultHost;

let emulatorConfig = null;
if (!env.FIREBASE_AUTH_EMULATOR_HOST) {
  const problems = await portProblems(emulatorPortChecks(ports));
  if (problems.length > 0) {
    console.error(`Cannot start the Auth emulator:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  emulatorConfig = await writeEmulatorConfig(ports);
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
const child = emulatorConfig
  ? spawn(process.execPath, emulatorArgs(emulatorConfig.file, env.FIREBASE_PROJECT_ID, command.map(quote).join(' ')), {
      stdio: 'inherit',
      env,
    })
  : spawn(command[0], command.slice(1), { stdio: 'inherit', env });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  await emulatorConfig?.remove();
  process.exit(code ?? (signal ? 1 : 0));
});
