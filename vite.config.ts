import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
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
      const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(?:js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(path.join(outDir, file));
          if (body.length < 1024) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
          await writeFile(path.join(outDir, `${file}.br`), await brotli(body, { params }));
          await writeFile(path.join(outDir, `${file}.gz`), await gzipAsync(body, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    tailwindcss(),
    precompress(),
  ],
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
    modulePreload: { polyfill: false },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
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
