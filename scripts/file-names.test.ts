import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// docs/decisions/file-names.md: every file and folder name under these folders is kebab-case.
const folders = ['src', 'server', 'e2e', 'tests', 'scripts'];
const kebab = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
// drizzle-kit names the migrations and their journal; Vitest names __snapshots__; README.md is read by people and hosts.
const leftAsIs = (path: string) => path.startsWith('server/db/migrations/');
const nameLeftAsIs = (name: string) => name === '__snapshots__' || name === 'README.md';

const eslint = new ESLint();
/** The file-name rules' messages for a file at `path` (linted as text: no such file needs to exist). */
async function namingProblems(path: string): Promise<string[]> {
  const [result] = await eslint.lintText('export const value = 1;\n', { filePath: path });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('check-file/')).map((message) => message.message);
}

describe('file names', () => {
  it.each(['src/views/shared/ProductCard.tsx', 'src/services/orderWatch.ts', 'server/routes/Catalog.ts', 'e2e/support/shopServer.ts'])(
    'the linter refuses %s',
    async (path) => expect(await namingProblems(path)).toHaveLength(1),
    30_000,
  );

  it('the linter refuses a folder that is not kebab-case', async () => {
    expect(await namingProblems('src/views/ProductPages/product-card.tsx')).toEqual([expect.stringContaining('ProductPages')]);
  }, 30_000);

  it.each([
    'src/views/shared/product-card.tsx',
    'src/machines/checkout.arrivals.ts',
    'src/views/info/info-page.catalog.test.tsx',
    'scripts/with-emulator.mjs',
  ])('the linter accepts %s', async (path) => expect(await namingProblems(path)).toEqual([]), 30_000);

  it('every tracked file and folder, linted or not (styles, snapshots, data), has a kebab-case name', () => {
    const tracked = execFileSync('git', ['ls-files', '--', ...folders], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(tracked.length).toBeGreaterThan(500);
    const names = tracked.filter((path) => !leftAsIs(path)).flatMap((path) => path.split('/').map((name) => ({ name, path })));
    expect(names.filter(({ name }) => !nameLeftAsIs(name) && !kebab.test(name)).map(({ path }) => path)).toEqual([]);
  });
});
