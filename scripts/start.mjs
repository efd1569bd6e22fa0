// `npm start`: build the shop, then run the server (migrates and seeds on start) with the Auth emulator.
// Ctrl-C reaches every process in the group; the emulator and the server both stop.
import { spawnSync, spawn } from 'node:child_process';
import { projectId } from './firebase-project.mjs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.SKIP_BUILD) run('npx', ['vite', 'build', '--logLevel', 'warn']);

const port = process.env.PORT ?? '8080';
const env = { ...process.env, PORT: port, FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? projectId };
const child = spawn('npx', ['firebase', 'emulators:exec', '--only', 'auth', '--project', env.FIREBASE_PROJECT_ID, 'npx tsx server/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
