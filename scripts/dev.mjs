// `npm run dev`: Vite with hot reload on :8080, the API reloading on change on :8081, and the Auth emulator.
import { spawn } from 'node:child_process';
import { projectId } from './firebase-project.mjs';

const child = spawn('npx', ['firebase', 'emulators:exec', '--only', 'auth', '--project', projectId, 'node scripts/dev-processes.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, FIREBASE_PROJECT_ID: projectId },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
