import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// No browser here (the built files are read from disk), so the plain Playwright test, not support/test.
import { expect, test } from '@playwright/test';
import { simulatorPaydunyaKeys } from '../server/config';

/**
 * The browser never sees a payment key (DESIGN.md, Payments): nothing of the server's PayDunya keys,
 * key names or key prefixes may appear anywhere in the built client, lazy chunks included.
 */
const distDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? builtFiles(path.join(dir, entry.name))
      : /\.(js|html|css|json|map)$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}

test('the built client holds no payment key, key name or key prefix', () => {
  const files = builtFiles(distDir);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const secrets = [
    ...Object.values(simulatorPaydunyaKeys).filter((value) => value.length > 8),
    'PAYDUNYA-MASTER-KEY',
    'PAYDUNYA-PRIVATE-KEY',
    'PAYDUNYA-TOKEN',
    'test_private_',
    'live_private_',
    'PAYDUNYA_MASTER_KEY',
  ];
  const hits = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return secrets.filter((secret) => text.includes(secret)).map((secret) => `${path.relative(distDir, file)}: ${secret}`);
  });
  expect(hits).toEqual([]);
});
