// The server compiled for `node`: server/main.ts and server/db/seed-cli.ts bundled into dist-server/
// (packages stay in node_modules), with the files they read beside them, where their
// `new URL('./…', import.meta.url)` looks once bundled: migrations/ and uploads/.
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverOutDir = fileURLToPath(new URL('../dist-server/', import.meta.url));
export const serverEntry = fileURLToPath(new URL('../dist-server/main.js', import.meta.url));

// Bundled after all: date-fns' index loads its hundreds of modules (~130 ms of CPU at every start)
// for the handful of functions the booking rules use. Pure functions, no files read: safe to inline.
const bundledPackages = new Set(['date-fns', 'date-fns-tz']);
const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !bundledPackages.has(name))
  .flatMap((name) => [name, `${name}/*`]);

export async function buildServer(outDir = serverOutDir) {
  await rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'seed-cli': 'server/db/seed-cli.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await Promise.all([
    cp(`${root}server/db/migrations`, `${outDir}/migrations`, { recursive: true }),
    cp(`${root}server/assets/uploads`, `${outDir}/uploads`, { recursive: true }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
