// Whether dist/ was built from the sources as they are now: a hash of every file the browser build
// reads is kept after each build, so `npm start` skips the 20-second Vite build when nothing changed
// (a content hash, not modification times: a checkout that rewrites files unchanged costs nothing).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const inputs = [
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'package-lock.json',
  'src',
  'public',
];
// Tests are not part of the bundle: editing one does not make the build stale.
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);
// One per output folder (node_modules may be shared by several copies of the shop through a link).
const stampFile = (root, outDir) =>
  path.join(
    root,
    'node_modules',
    '.cache',
    'baobab',
    `browser-build-${createHash('sha256').update(path.resolve(root, outDir)).digest('hex').slice(0, 16)}.json`,
  );

async function filesUnder(root, relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true }).catch(() => null);
  if (entries === null) return [relative];
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A hash of the browser build's inputs: names and contents. */
export async function browserInputsHash(root = projectRoot) {
  const files = (await Promise.all(inputs.map((input) => filesUnder(root, input))))
    .flat()
    .filter((file) => !isTest(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** True when `outDir` holds a build of the current sources. */
export async function browserBuildIsCurrent(outDir = 'dist', root = projectRoot) {
  if (!existsSync(path.join(root, outDir, 'index.html'))) return false;
  const stamp = await readFile(stampFile(root, outDir), 'utf8').then(JSON.parse, () => null);
  return stamp?.outDir === path.resolve(root, outDir) && stamp.hash === (await browserInputsHash(root));
}

/** Records that `outDir` was just built from `hash` (computed before the build started). */
export async function recordBrowserBuild(hash, outDir = 'dist', root = projectRoot) {
  await mkdir(path.dirname(stampFile(root, outDir)), { recursive: true });
  await writeFile(stampFile(root, outDir), JSON.stringify({ outDir: path.resolve(root, outDir), hash }));
}

export const viteCli = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
