import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// The layers of DESIGN.md (Layout): each zone lists what its files may not import.
const boundaries = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is pure: it imports nothing of the project outside itself.',
  },
  { target: './src/domain', from: './server', message: 'src/domain is pure: it imports nothing of the project outside itself.' },
  {
    target: './src/machines',
    from: './src',
    except: ['./machines', './domain'],
    message: 'src/machines imports only xstate and src/domain.',
  },
  { target: './src/machines', from: './server', message: 'src/machines imports only xstate and src/domain.' },
  { target: './src/services', from: './src/views', message: 'src/services never imports src/views.' },
  { target: './src/services', from: './server', message: 'the browser never imports the server.' },
  { target: './src/views', from: './server', message: 'src/views never imports server/.' },
  { target: './src/app', from: './server', message: 'the browser never imports the server.' },
  // Imports run downward: the app shell renders views, views reach the actors, the actors use services and machines.
  { target: './src/views', from: './src/app', message: 'src/views never imports src/app (the app shell imports views).' },
  { target: './src/actors', from: './src/views', message: 'src/actors never imports src/views: a page is rendered by src/app.' },
  { target: './src/actors', from: './src/app', message: 'src/actors never imports src/app (the app shell imports actors).' },
  { target: './src/actors', from: './server', message: 'the browser never imports the server.' },
  { target: './src/services', from: './src/actors', message: 'src/services never imports src/actors (actors are given services).' },
  // The order machine is pure (xstate and src/domain only): the back office's server asks it which actions are allowed (issue 15).
  {
    target: './server',
    from: './src',
    except: ['./domain', './machines/order.ts'],
    message: 'server/ imports only src/domain (and the pure order machine) from src/.',
  },
];

// zod classic weighs ~28 KB gzip in the entry chunk; zod/mini is tree-shakable and accepts the same inputs.
const zodClassic = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
  name,
  message: 'Use zod/mini (import { z } from "zod/mini"): the browser bundle must stay small.',
}));
const testHelpersOnly = {
  group: ['**/testing', '**/testing/*', '**/testing.tsx'],
  message: 'Test helpers and fixtures are for tests only.',
};
const serverTestSupportOnly = {
  group: ['**/test-support', '**/test-support/*'],
  message: 'Server test support (a test app, the Auth emulator, fixtures) is for tests only.',
};
const routesWithoutSql = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
  message: "Routes hold no SQL: put the query in the area's repository and call it through its service.",
};
const machinesArePure = {
  group: ['firebase', 'firebase/*', 'react', 'react-dom'],
  message: 'Machines are pure: inject I/O through .provide().',
};
// A server-rendered page is hydrated boundary by boundary; the language waits for the last (src/services/page-takeover.ts).
const shopSuspense = {
  name: 'react',
  importNames: ['Suspense'],
  message: 'Use TakeoverSuspense (src/views/shared/takeover-suspense.tsx): it tells the page takeover when its part is hydrated.',
};
// ESLint keeps only the last matching block's options for a rule, so each block names every restriction of its files.
const restrictedImports = (...patterns) => ['error', { paths: [...zodClassic, shopSuspense], patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      '.data/**',
      '.lingui-check/**',
      'test-results/**',
      'playwright-report/**',
      'e2e-artifacts/**',
      // The generated paths' reports (Playwright's HTML report with its own scripts), written by `npm run test:paths`.
      'reports/**',
      'src/locales/**',
      'server/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(skip|only|todo)$/]',
          message: 'No skipped, focused or todo tests.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports() },
  },
  {
    // Test helpers and fixtures (`testing.tsx`, `testing/`) never ship: only tests and other helpers import them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing.tsx', 'src/**/testing/**'],
    rules: { 'no-restricted-imports': restrictedImports(testHelpersOnly) },
  },
  {
    // The one Suspense of the shop wraps React's, and a part hydrated on approach is one the takeover does not wait
    // for; tests render React's own around what they test.
    files: ['src/views/shared/takeover-suspense.tsx', 'src/views/shared/hydrate-on-approach.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: zodClassic, patterns: [testHelpersOnly] }] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: zodClassic }] },
  },
  {
    // The server's test support (server/test-support/, */test-support.ts) never ships: only tests and other test support import it.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test-support/**', 'server/**/test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverTestSupportOnly] }] },
  },
  {
    // An area's routes parse, call its service and shape the answer: queries live in its repository (issue 22).
    files: ['server/**/*routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverTestSupportOnly, routesWithoutSql] }] },
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'window', 'document', 'navigator'],
      'no-restricted-imports': restrictedImports(testHelpersOnly, machinesArePure),
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // One file-name casing (docs/decisions/file-names.md): kebab-case names and folders; `.test.ts`-like suffixes allowed.
    files: ['{src,server,e2e,tests,scripts}/**/*.{ts,tsx,mts,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,server,e2e,tests,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
);
