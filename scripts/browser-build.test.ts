import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserBuildIsCurrent, browserInputsHash, recordBrowserBuild } from './browser-build.mjs';

let root: string;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'baobab-build-'));
  await write('index.html', '<div id="root"></div>');
  await write('src/main.tsx', 'export {};');
  await write('src/main.test.tsx', 'export {};');
  // What `vite build` leaves, and the stamp npm start keeps beside it.
  await write('dist/index.html', '<html></html>');
  await recordBrowserBuild(await browserInputsHash(root), 'dist', root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('npm start skips the browser build', () => {
  it('when dist/ was built from the sources as they are', async () => {
    expect(await browserBuildIsCurrent('dist', root)).toBe(true);
  });

  it('but not once a source changes, or a file is added', async () => {
    await write('src/main.tsx', 'export const changed = true;');
    expect(await browserBuildIsCurrent('dist', root)).toBe(false);
    await recordBrowserBuild(await browserInputsHash(root), 'dist', root);
    await write('public/robots.txt', 'User-agent: *');
    expect(await browserBuildIsCurrent('dist', root)).toBe(false);
  });

  it('whatever happens to tests, which are not in the bundle', async () => {
    await write('src/main.test.tsx', 'export const changed = true;');
    await write('src/other.test.ts', 'export {};');
    expect(await browserBuildIsCurrent('dist', root)).toBe(true);
  });

  it('but not when dist/ is gone, or is another folder than the one built', async () => {
    expect(await browserBuildIsCurrent('dist-other', root)).toBe(false);
    await rm(path.join(root, 'dist'), { recursive: true });
    expect(await browserBuildIsCurrent('dist', root)).toBe(false);
  });
});
