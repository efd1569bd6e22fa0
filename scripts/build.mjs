// `npm run build`: the browser app (Vite → dist/) and the compiled server (esbuild → dist-server/).
import { spawnSync } from 'node:child_process';
import { browserInputsHash, recordBrowserBuild, viteCli } from './browser-build.mjs';
import { buildServer } from './build-server.mjs';

const hash = await browserInputsHash();
const vite = spawnSync(process.execPath, [viteCli, 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
if (vite.status !== 0) process.exit(vite.status ?? 1);
// Only the default output is what `npm start` serves.
if (process.argv.length === 2) await recordBrowserBuild(hash);
await buildServer();
