// The two development processes; when one stops, the other is stopped too.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const processes = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: 'http://localhost:8080', STATIC_DIR: 'none' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` } }),
];

const stopAll = (code) => {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of processes) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
