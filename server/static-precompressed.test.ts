import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/app';

// What the build writes (vite.config.ts, precompress): a script with its .br and .gz beside it.
const script = Buffer.from(`console.log(${JSON.stringify('Baobab '.repeat(400))});`);
let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'baobab-precompressed-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ env: { STATIC_DIR: clientDir }, seed: false });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (encoding?: string) =>
  t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

describe("the built SPA's compressed files", () => {
  it('sends the .br written at build time to a browser that takes brotli', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the .gz to a gzip-only client and the plain file to one that asks for nothing', async () => {
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(script))).toBe(true);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });
});
