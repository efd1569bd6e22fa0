// Runs a command with the Firebase Auth emulator: reuses one that is already running
// (FIREBASE_AUTH_EMULATOR_HOST set), otherwise starts one for the command's lifetime.
import { spawn } from 'node:child_process';
import { projectId } from './firebase-project.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-emulator.mjs <command> [args…]');
  process.exit(2);
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
const env = { ...process.env, FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? projectId };

const child = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? spawn(command[0], command.slice(1), { stdio: 'inherit', env, shell: false })
  : spawn('npx', ['firebase', 'emulators:exec', '--only', 'auth', '--project', env.FIREBASE_PROJECT_ID, command.map(quote).join(' ')], {
      stdio: 'inherit',
      env,
    });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
