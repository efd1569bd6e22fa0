import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema, productResponseSchema } from '../../src/domain/catalog';
import { products } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/app';
import { parseOk } from '../test-support/responses';
import { invalidateCatalogue } from './invalidation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const catalogue = '/api/products?populate=image&pagination[pageSize]=100&locale=fr';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalogue GETs from the cache', () => {
  it('answers a repeated GET carrying the ETag with an empty 304', async () => {
    const first = await get(catalogue);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const again = await get(catalogue, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  it('still answers 200 to an If-None-Match naming another version', async () => {
    const response = await get(catalogue, { 'if-none-match': '"an-older-version"' });
    expect(response.statusCode).toBe(200);
  });

  it('sends the same JSON in brotli, gzip or plain, brotli the smallest, each with its own ETag', async () => {
    const plain = await get(catalogue);
    const br = await get(catalogue, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(catalogue, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // A client revalidating its gzip copy while asking for br is told its copy is still good.
    expect((await get(catalogue, { 'accept-encoding': 'br', 'if-none-match': String(gz.headers.etag) })).statusCode).toBe(304);
  });

  it('gives events a revalidate-every-time policy, seats change with bookings', async () => {
    const response = await get('/api/events');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBeDefined();
  });

  it('shows a catalogue write on the next GET once invalidateCatalogue is called, with a new ETag', async () => {
    const nameOfFirst = async () => parseOk(await get(catalogue), productListResponseSchema).data[0]?.attributes.name;
    const before = await get(catalogue);
    const original = await nameOfFirst();
    await t.database.db.update(products).set({ nameFr: 'Moringa (nouvelle récolte)' }).where(eq(products.id, 1));
    // Served from memory until told: the cache really is in front of the database.
    expect(await nameOfFirst()).toBe(original);

    await invalidateCatalogue(t.database.db);
    expect(await nameOfFirst()).toBe('Moringa (nouvelle récolte)');
    const after = await get(catalogue, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('lets no browser reuse a catalogue answer without asking: a price change is seen on the next read, without waiting', async () => {
    const addresses = [
      catalogue,
      '/api/products/2?populate=image&locale=fr',
      '/api/categories',
      '/api/services',
      '/api/shops',
      '/api/testimonials',
      '/api/countries',
      '/api/exchange-rates',
      '/api/delivery-methods',
    ];
    for (const address of addresses) {
      const policy = String((await get(address)).headers['cache-control']);
      // no-cache: stored, but revalidated before each use; no max-age or stale-while-revalidate lets an old copy show.
      expect(policy, address).toMatch(/\bno-cache\b/);
      expect(policy, address).not.toMatch(/max-age|stale-while-revalidate/);
    }
    const priceOf2 = async (headers: Record<string, string> = {}) => get('/api/products/2?populate=image&locale=fr', headers);
    const held = await priceOf2();
    await t.database.db.update(products).set({ price: 9_876 }).where(eq(products.id, 2));
    await invalidateCatalogue(t.database.db);
    // The browser's next read carries the ETag of the copy it holds: it is given the new price at once.
    const next = await priceOf2({ 'if-none-match': String(held.headers.etag) });
    expect(next.statusCode).toBe(200);
    expect(parseOk(next, productResponseSchema).data.attributes.price).toBe(9_876);
  });

  it('sends the security headers on every answer, a 304 and an error included, and no per-request header lost', async () => {
    const first = await get(catalogue, { 'accept-encoding': 'br' });
    const notModified = await get(catalogue, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    const missing = await get('/api/products/999998');
    const refused = await get('/api/products?pagination[pageSize]=1000');
    expect([first.statusCode, notModified.statusCode, missing.statusCode, refused.statusCode]).toEqual([200, 304, 404, 400]);
    for (const response of [first, notModified, missing, refused]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('does not keep a missing product: it is looked up again', async () => {
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/products/999999')).statusCode).toBe(404);
  });
});
