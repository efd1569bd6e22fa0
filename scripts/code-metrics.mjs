#!/usr/bin/env node
// Measures the code base's shape at one or more git revisions, side by side (docs/code-metrics.md):
//   node scripts/code-metrics.mjs [REV ...]        default: 166b032 HEAD
// It reads the files a revision tracks straight from git (never the working tree), so any commit can be measured
// and two measures compare like with like. Plain Node, no dependencies.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const revisions = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['166b032', 'HEAD'];

const codeFile = /\.(?:ts|tsx|js|mjs|cjs|mts)$/;
const isTest = (file) => /\.(?:test|spec)\.(?:ts|tsx|mts)$/.test(file) || /^(?:tests|e2e)\//.test(file);
const isTestSupport = (file) => /(?:^|\/)(?:testing\.tsx?|test-support(?:\.ts|\/))/.test(file);
const isLocaleOrMigration = (file) => file.startsWith('src/locales/') || file.startsWith('server/db/migrations/');

/** The files a revision tracks (what `git ls-files` lists on a checkout of it). */
function trackedFiles(rev) {
  return execFileSync('git', ['ls-tree', '-r', '--name-only', '-z', rev], { maxBuffer: 64 << 20 })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
}

/**
 * The text of each file at the revision, read as `git show REV:path` would, but through one `git cat-file --batch`
 * process instead of one process per file.
 */
function readFiles(rev, files) {
  const input = files.map((file) => `${rev}:${file}`).join('\n') + '\n';
  const output = execFileSync('git', ['cat-file', '--batch'], { input, maxBuffer: 1 << 30 });
  const texts = new Map();
  let at = 0;
  for (const file of files) {
    const headerEnd = output.indexOf(0x0a, at);
    const header = output.subarray(at, headerEnd).toString('utf8');
    const size = Number(header.split(' ')[2]);
    if (header.endsWith(' missing') || Number.isNaN(size)) throw new Error(`git cat-file: ${header}`);
    texts.set(file, output.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    at = headerEnd + 1 + size + 1; // the object, then a newline
  }
  return texts;
}

/** The module specifiers a file imports or re-exports (static and dynamic). */
function importsOf(text) {
  const specifiers = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) specifiers.push(match[1]);
  return specifiers;
}

const resolvesInto = (file, specifier, folder) =>
  specifier.startsWith('.') && path.posix.join(path.posix.dirname(file), specifier).startsWith(folder);

/** kebab-case, camelCase, PascalCase or one lowercase word: the file's name before its first dot. */
function casingOf(file) {
  const stem = path.posix.basename(file).split('.')[0];
  if (/^[a-z0-9]+$/.test(stem)) return 'lowercase word';
  if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(stem)) return 'kebab-case';
  if (/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(stem)) return 'camelCase';
  if (/^[A-Z][a-zA-Z0-9]*$/.test(stem)) return 'PascalCase';
  return 'other';
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function measure(rev) {
  const files = trackedFiles(rev);
  const code = files.filter((file) => codeFile.test(file));
  const texts = readFiles(rev, code);
  const lines = (file) => texts.get(file).split('\n');

  // Route files: everything under server/routes/ (the layout by kind), or an area's *routes.ts (the layout by area).
  const isRouteFile = (file) => file.startsWith('server/routes/') || (file.startsWith('server/') && /routes\.ts$/.test(file));
  const routeFiles = code.filter((file) => isRouteFile(file) && !isTest(file) && !isTestSupport(file));
  const sqlPattern = /\b(?:db|tx|database)\s*\.\s*(?:select|insert|update|delete|execute)\b/;
  const routesWithSql = routeFiles.filter(
    (file) =>
      importsOf(texts.get(file)).some((s) => s === 'drizzle-orm' || s.startsWith('drizzle-orm/')) || sqlPattern.test(texts.get(file)),
  );

  const viewFiles = code.filter((file) => file.startsWith('src/views/'));
  const viewsImportingApp = viewFiles.filter((file) => importsOf(texts.get(file)).some((s) => resolvesInto(file, s, 'src/app/')));

  const longLines = code
    .filter((file) => !isLocaleOrMigration(file))
    .reduce((sum, file) => sum + lines(file).filter((line) => line.length > 140).length, 0);

  const named = code.filter((file) => !isLocaleOrMigration(file) && !file.endsWith('.d.ts') && !file.endsWith('.d.mts'));
  const casings = {};
  for (const file of named) casings[casingOf(file)] = (casings[casingOf(file)] ?? 0) + 1;
  // Modules an import cannot tell apart on a case-insensitive disk: the same path but for case, extension aside
  // (a component and a helper once named so in src/app were both `./studiolistener` there).
  const byModule = new Map();
  for (const file of code) {
    const module = file.replace(/\.[^./]+$/, '').toLowerCase();
    byModule.set(module, new Set([...(byModule.get(module) ?? []), file.replace(/\.[^./]+$/, '')]));
  }
  const caseTwins = [...byModule.values()].filter((spellings) => spellings.size > 1).length;

  const sourceLengths = code
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTest(file) && !isLocaleOrMigration(file))
    .map((file) => lines(file).length - (texts.get(file).endsWith('\n') ? 1 : 0))
    .sort((a, b) => a - b);

  return {
    rev: execFileSync('git', ['rev-parse', '--short', rev]).toString().trim(),
    rows: [
      ['route files with Drizzle SQL', `${routesWithSql.length} of ${routeFiles.length}`],
      ['view files importing src/app', `${viewsImportingApp.length} of ${viewFiles.length}`],
      ['  of them not tests or test support', viewsImportingApp.filter((file) => !isTest(file) && !isTestSupport(file)).length],
      ['lines over 140 characters', longLines],
      // One lowercase word (cart.ts) fits any rule, so it does not count as a casing of its own.
      ['file-name casings in use', ['kebab-case', 'camelCase', 'PascalCase'].filter((casing) => casings[casing]).length],
      ...['kebab-case', 'camelCase', 'PascalCase', 'lowercase word', 'other'].map((casing) => [`  ${casing} files`, casings[casing] ?? 0]),
      ['modules differing only by case', caseTwins],
      ['.ts/.tsx source files (no tests)', sourceLengths.length],
      ['  median length (lines)', percentile(sourceLengths, 0.5)],
      ['  p90 length (lines)', percentile(sourceLengths, 0.9)],
    ],
    lists: { routesWithSql, viewsImportingApp },
  };
}

const results = revisions.map(measure);
const header = ['metric', ...results.map((result, index) => `${revisions[index]} (${result.rev})`)];
const table = results[0].rows.map((row, index) => [row[0], ...results.map((result) => String(result.rows[index][1]))]);
const widths = header.map((cell, column) => Math.max(cell.length, ...table.map((row) => row[column].length)));
for (const row of [header, widths.map((width) => '-'.repeat(width)), ...table])
  console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));

if (process.env.CODE_METRICS_LISTS) {
  for (const [index, result] of results.entries()) {
    console.log(`\n${revisions[index]}: route files with SQL\n  ${result.lists.routesWithSql.join('\n  ')}`);
    console.log(`${revisions[index]}: view files importing src/app\n  ${result.lists.viewsImportingApp.join('\n  ')}`);
  }
}
