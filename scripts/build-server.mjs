// The server compiled for `node`: server/main.ts and server/db/seed-cli.ts bundled into dist-server/
// (packages stay in node_modules), with the files they read beside them, where their
// `new URL('./…', import.meta.url)` looks once bundled: migrations/ and uploads/.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverOutDir = fileURLToPath(new URL('../dist-server/', import.meta.url));
export const serverEntry = fileURLToPath(new URL('../dist-server/main.js', import.meta.url));

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
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await Promise.all([
    cp(`${root}server/db/migrations`, `${outDir}/migrations`, { recursive: true }),
    cp(`${root}server/assets/uploads`, `${outDir}/uploads`, { recursive: true }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
