import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8081';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes file.br (quality 11) and file.gz (level 9) beside the scripts, styles and images of the
 * build, which the server sends as they are (@fastify/static preCompressed): compressed once at
 * build time, and smaller than per-request compression (brotli quality 4 came out larger than
 * gzip). index.html is left to per-request compression: it is tiny and must stay revalidated.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'baobab-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => /\.(?:js|css|svg|json)$/.test(file) && !file.startsWith(serverRendererDir),
      );
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(path.join(outDir, file));
          if (body.length < 1024) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          };
          await writeFile(path.join(outDir, `${file}.br`), await brotli(body, { params }));
          await writeFile(path.join(outDir, `${file}.gz`), await gzipAsync(body, { level: 9 }));
        }),
      );
    },
  };
}

/** What each landing page renders first (server/first-screen-hints.ts names the pages by address). */
// The hero's carousel (lazy, replaces the first slide) is asked for during the first render anyway: hinted, it
// comes beside the page's chunk instead of one round trip after. The footer (lazy, below the fold, 4 chunks) is
// hinted only with a product page: on / and the cart it took places in the six-at-a-time queue of HTTP/1.1 that
// their ~20-30 chunks wait for (cart: simulated LCP ~3.2 -> ~2.9 s without it), while a product page, whose
// largest paint comes after the footer was asked for, painted ~300 ms later without the hint. Kept offline all the same.
// The catalogue's schemas (and zod) check a landing page's first answer when the browser asks for it; lazy
// (src/services/catalog.ts), they are listed apart (answerChecks): hinted beside the page's chunk when the page is not
// rendered by the server, so that check waits for no round trip; left out of a rendered page's scripts, whose answers
// came in its HTML (on / and /details/1 zod was never run, only downloaded: ~14 KB brotli and 3 chunks). Kept offline.
const catalogueSchemas = 'src/services/catalog-schemas.ts';
const firstScreenSources = {
  home: ['src/views/home/home-page.tsx', 'src/views/home/hero-carousel.tsx'],
  product: ['src/views/product/product-page.tsx', 'src/views/layout/footer.tsx'],
  cart: ['src/app/checkout-routes.tsx', 'src/views/cart/cart-page.tsx'],
};
// What checks a saved checkout (src/services/checkout-storage.ts) loads only when the cart page has one to restore: kept
// offline too, so a returning shopper's cart does not wait a round trip for it (measured in server-rendering.md).
const offlineSources = ['src/views/layout/footer.tsx', 'src/services/saved-checkout-schema.ts'];
/**
 * The shop's own chunk: the entry holds React and imports it once React has run (src/main.tsx), so the two are
 * evaluated in tasks of their own. It is part of every first load: index.html preloads it beside the entry, and the
 * shell of first-screen.json lists it with the entry.
 */
const shopSource = 'src/app/boot.tsx';

/** Whether one of the chunk's modules is `source` (a path from the project's root). */
/** Whether a module id is `source` (a path from the project's root). */
const isSource = (id: string, source: string) => id.split('?')[0]!.endsWith(source);
const holds = (chunk: Rollup.OutputChunk, source: string) => chunk.moduleIds.some((id) => isSource(id, source));

/** A bundle's chunks, what each imports with it (closure), and the chunk that holds a source file (chunkOf). */
function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const chunkOf = (source: string) => {
    const chunk = chunks.find((candidate) => holds(candidate, source));
    if (!chunk) throw new Error(`no chunk holds ${source}`);
    return chunk.fileName;
  };
  return { chunks, closure, chunkOf };
}

/** The chunks of a bundle that hold the entry and the shop's own chunk, each with what it imports. */
function shellChunks(bundle: Rollup.OutputBundle): { entry: Set<string>; shop: string[] } {
  const { chunks, closure, chunkOf } = chunkGraph(bundle);
  const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));
  return { entry, shop: [...closure(chunkOf(shopSource))].filter((file) => !entry.has(file)) };
}
const interfaceLocales = ['fr', 'en', 'ar'];

/**
 * Writes first-screen.json: the entry with its styles, and for each landing page and each language
 * the chunks it needs before its first render beyond the entry (its own chunk and what that imports;
 * the language's texts). The server sends them as preload hints with the page, so they download
 * beside the entry instead of one round trip after it ran. Then writes the build's version and the files to keep offline into
 * the service worker (public/sw.js): the entry, its styles, every language's texts and the landing
 * pages' chunks. A new build is thus a new worker, which replaces the old one's caches.
 */
function firstScreenAndOffline(): Plugin {
  let outDir = 'dist';
  let precache: string[] = [];
  let version = '';
  return {
    name: 'baobab-first-screen-and-offline',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const { chunks, closure, chunkOf } = chunkGraph(bundle);
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const shell = shellChunks(bundle);
      const entryFiles = new Set([...shell.entry, ...shell.shop]);
      const filesOf = (sources: string[]) => {
        const files = new Set<string>();
        for (const source of sources) closure(chunkOf(source), files);
        return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      };
      const map = {
        // The entry and its styles come first: hinted after the rest, they would wait behind it for a connection.
        shell: {
          scripts: [...entryFiles].map((file) => `/${file}`),
          styles: entries.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]).map((file) => `/${file}`),
        },
        pages: Object.fromEntries(Object.entries(firstScreenSources).map(([page, sources]) => [page, filesOf(sources)])),
        answerChecks: filesOf([catalogueSchemas]),
        locales: Object.fromEntries(interfaceLocales.map((locale) => [locale, filesOf([`src/locales/${locale}/messages.po`])])),
      };
      this.emitFile({ type: 'asset', fileName: 'first-screen.json', source: JSON.stringify(map) });
      precache = [
        ...new Set([
          ...map.shell.scripts,
          ...map.shell.styles,
          ...Object.values(map.locales).flat(),
          ...Object.values(map.pages).flat(),
          ...map.answerChecks,
          ...filesOf(offlineSources),
        ]),
      ];
      // File names carry their content's hash: their list names the build.
      version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
    },
    // The shop's own chunk is asked for with the entry, not once the entry has run (one round trip later).
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return shellChunks(context.bundle).shop.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
    async writeBundle() {
      // public/ is copied before the bundle is written; precompress (closeBundle) compresses the result.
      const worker = path.join(outDir, 'sw.js');
      const template = await readFile(worker, 'utf8');
      const placeholder = "const build = { version: 'dev', precache: [] };";
      if (!template.includes(placeholder)) this.error('public/sw.js no longer holds the build placeholder');
      await writeFile(worker, template.replace(placeholder, `const build = ${JSON.stringify({ version, precache })};`));
    },
  };
}

/** Where the build puts the server's renderer: a dot folder of the client build, which the static files never serve. */
export const serverRendererDir = '.server';

/**
 * Builds the shop's server renderer (src/entry-server.tsx → <outDir>/.server/entry-server.js) after each browser build,
 * in the same mode: the server loads it from the client build it serves (server/seo/shop-renderer.ts), so the HTML it
 * renders and the chunks that hydrate it always come from the same sources. Packages stay in node_modules.
 */
function serverRenderer(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  let configFile: string | undefined;
  return {
    name: 'baobab-server-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      configFile = config.configFile;
    },
    async closeBundle() {
      await build({
        configFile,
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, serverRendererDir),
          emptyOutDir: true,
          copyPublicDir: false,
          // One file: its lazy pages are imported at once anyway (the render waits for them).
          rollupOptions: { output: { entryFileNames: 'entry-server.js', inlineDynamicImports: true } },
        },
      });
    },
  };
}

/**
 * The back office (/admin) and the flow studio (/flows) are for the shop's staff and its product owner. The shop's own
 * chunk, in every first load, would carry the names of all their chunks to preload them beside each one: bytes every
 * shopper pays (issue 23's budget) for what only staff open. Without the list, their first visit loads those chunks
 * as the browser finds them, one round trip later.
 */
const staffAreas = ['src/views/admin/admin-routes.tsx', 'src/views/flows/flows-routes.tsx'];
let builtBundle: Rollup.OutputBundle = {};
function rememberBundle(): Plugin {
  return {
    name: 'baobab-remember-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      builtBundle = bundle;
    },
  };
}
const staffArea = (file: string) => {
  const chunk = builtBundle[file];
  return chunk?.type === 'chunk' && staffAreas.some((area) => holds(chunk, area));
};

/**
 * lucide-react's icons drawn by the shop's own component (src/views/shared/lucide-icon.ts, which says why): each of the
 * library's icon modules imports its factory from '../createLucideIcon.mjs', resolved here to ours. Browser build only:
 * the server renders with lucide-react itself, and the test compares the two.
 */
function lightIcons(): Plugin {
  const factory = path.resolve('src/views/shared/lucide-icon.ts');
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;
  return {
    name: 'baobab:light-icons',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '../createLucideIcon.mjs' && importer && iconModule.test(importer) ? factory : null),
  };
}

type ChunkMeta = Parameters<Rollup.GetManualChunk>[1];

/**
 * The cart's first screen in one chunk of the shop's own modules (the checkout's routes and actor, its machines and
 * services, the cart page) instead of ~15. Rollup splits modules by the set of pages that load them, and the checkout's
 * modules are shared in many combinations (cart, payment, order status, account, back office): the cart asked for 30
 * chunks, each a request that costs the main thread a few milliseconds on a phone (issue 23) and a place in HTTP/1.1's
 * six-at-a-time queue. The chunk holds only modules no other shopper page loads (the landing pages, the catalogue, the
 * shell): those pages never download it. The account's and the back office's pages, which share the checkout's domain
 * modules, load it with them. Packages keep their own chunks. `onlyExplicitManualChunks`: without it Rollup also
 * pulls each named module's imports into the chunk, which split the shop's own chunk in three (first load over budget).
 */
function checkoutChunk(): Plugin {
  let checkout: Set<string> | undefined;
  const checkoutModules = ({ getModuleIds, getModuleInfo }: ChunkMeta) => {
    const ids = [...getModuleIds()];
    const idOf = (source: string) => {
      const id = ids.find((candidate) => isSource(candidate, source));
      if (!id) throw new Error(`checkoutChunk: no module ${source}`);
      return id;
    };
    const imports = (roots: string[]) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      roots.forEach(visit);
      return seen;
    };
    const checkoutPage = /[\\/]src[\\/](app[\\/]checkout-routes\.tsx|views[\\/](checkout|cart)[\\/])/;
    const staffOrAccountPage = /[\\/]src[\\/]views[\\/](admin|flows|account)[\\/]/;
    const lazy = [...new Set(ids.flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []))];
    const shopperElsewhere = imports([
      idOf('src/main.tsx'),
      idOf(shopSource),
      ...lazy.filter((id) => !checkoutPage.test(id) && !staffOrAccountPage.test(id)),
    ]);
    const cartFirstScreen = imports(firstScreenSources.cart.map(idOf));
    return new Set([...cartFirstScreen].filter((id) => !shopperElsewhere.has(id) && !id.includes('node_modules') && !id.startsWith('\0')));
  };
  return {
    name: 'baobab:checkout-chunk',
    buildStart() {
      checkout = undefined;
    },
    outputOptions: (options) => ({
      ...options,
      onlyExplicitManualChunks: true,
      manualChunks: (id: string, meta: ChunkMeta) => ((checkout ??= checkoutModules(meta)).has(id) ? 'checkout' : null),
    }),
  };
}

const browserBuildOnly = (plugin: Plugin): Plugin => ({ ...plugin, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild });

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    tailwindcss(),
    browserBuildOnly(lightIcons()),
    browserBuildOnly(checkoutChunk()),
    browserBuildOnly(precompress()),
    browserBuildOnly(firstScreenAndOffline()),
    serverRenderer(),
    browserBuildOnly(rememberBundle()),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the shim that @xstate/react and wouter import for React < 18 only
    // hands it over, yet its fallback shipped in the first load of every page (~350 B brotli).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: {
    port: 8080,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/paydunya-api': apiTarget,
      '/paydunya-sim': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the shop supports preloads modules itself; the polyfill only added bytes to the entry.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (staffArea(file) ? [] : deps) },
    rollupOptions: {
      output: {
        // Chunks under 400 bytes (side-effect free) are merged into chunks loaded with them: over HTTP/1.1's six
        // connections each small chunk cost /shopping-cart a place in the queue its first render waits for. At 1,000
        // bytes Rollup merged the not-found page, the service worker's registration and six more into the entry
        // (first load of / 100,241 B brotli, 111 chunks); at 400, 99,682 B and 122 chunks; at 0, 99,706 B and 137.
        experimentalMinChunkSize: 200,
        // Page chunks are named by their hash alone: the entry lists every one of them, and kebab-case source names
        // (cart-page, not CartPage) had put the first load 8 bytes over its budget; first-screen.json finds a page's
        // chunks by module. The language catalogs keep their names (messages-…, info-…), as the shop is checked by them.
        chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => id.endsWith('.po')) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/paths/**/*.test.ts'],
          environment: 'node',
          // The server compiled once per run, for the tests that start it as a process.
          globalSetup: ['server/test-support/compiled-server-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
