// Runs a command with the Firebase Auth emulator: reuses one that is already running
// (FIREBASE_AUTH_EMULATOR_HOST set, or an emulator answering on 127.0.0.1:9099 as in `npm run dev`),
// otherwise starts one for the command's lifetime.
import { spawn } from 'node:child_process';
import { projectId } from './firebase-project.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-emulator.mjs <command> [args…]');
  process.exit(2);
}

const defaultHost = '127.0.0.1:9099';
const env = { ...process.env, FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? projectId };

async function emulatorAnswers(host) {
  try {
    const response = await fetch(`http://${host}/emulator/v1/projects/${env.FIREBASE_PROJECT_ID}/config`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

if (!env.FIREBASE_AUTH_EMULATOR_HOST && (await emulatorAnswers(defaultHost))) env.FIREBASE_AUTH_EMULATOR_HOST = defaultHost;

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
const child = env.FIREBASE_AUTH_EMULATOR_HOST
  ? spawn(command[0], command.slice(1), { stdio: 'inherit', env })
  : spawn('npx', ['firebase', 'emulators:exec', '--only', 'auth', '--project', env.FIREBASE_PROJECT_ID, command.map(quote).join(' ')], {
      stdio: 'inherit',
      env,
    });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
