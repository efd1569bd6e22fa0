import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, as dist-server/ is: the bundle finds its packages in node_modules from there.
const outDir = path.join(root, `dist-server-test-${process.pid}`);
let dataDir: string;

beforeAll(async () => {
  await buildServer(outDir);
  dataDir = await mkdtemp(path.join(tmpdir(), 'baobab-compiled-'));
}, 60_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('the compiled server (npm run build → dist-server/)', () => {
  it('imports only packages the shop depends on at run time (no tsx, no dev dependency)', async () => {
    const { dependencies } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const file of ['main.js', 'seed-cli.js']) {
      const code = await readFile(path.join(outDir, file), 'utf8');
      const imported = [...code.matchAll(/(?:from|import)\s*\(?\s*"([^".][^"]*)"/g)].map(([, specifier]) => specifier ?? '').filter((specifier) => !specifier.startsWith('node:'));
      expect(imported.length).toBeGreaterThan(0);
      expect(imported.map(packageOf).filter((name) => !(name in dependencies))).toEqual([]);
    }
  });

  it('migrates and seeds an empty embedded database under plain node (the migrations are found beside it)', async () => {
    const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) => {
      execFile(
        process.execPath,
        [path.join(outDir, 'seed-cli.js')],
        { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 90_000 },
        (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve({ stdout: out })),
      );
    });
    expect(stdout).toContain('Seeded: 42 products (pglite).');
  }, 100_000);
});
