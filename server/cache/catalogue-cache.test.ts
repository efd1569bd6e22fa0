import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';
import { chooseCoding, encodeBody } from './encoded-body';

const text = (body: { bodies: { identity: Buffer } }) => body.bodies.identity.toString('utf8');

describe('CatalogueCache', () => {
  it('builds once for concurrent misses and serves the kept body afterwards', async () => {
    const cache = new CatalogueCache();
    let builds = 0;
    const build = async () => `{"build":${++builds}}`;
    const bodies = await Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(bodies.map(text)).toEqual(['{"build":1}', '{"build":1}', '{"build":1}']);
    expect(text(await cache.get('k', build))).toBe('{"build":1}');
  });

  it('does not keep a body whose build an invalidation overtook (it may hold data from before the write)', async () => {
    const cache = new CatalogueCache();
    let release: (json: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('{"stale":true}');
    expect(text(await slow)).toBe('{"stale":true}');
    expect(text(await cache.get('k', async () => '{"fresh":true}'))).toBe('{"fresh":true}');
  });

  it('rebuilds after maxAgeMs, for lists that age without a write', async () => {
    let now = 0;
    const cache = new CatalogueCache({ now: () => now });
    let builds = 0;
    const build = async () => `{"build":${++builds}}`;
    await cache.get('k', build, { maxAgeMs: 1000 });
    now = 999;
    expect(text(await cache.get('k', build, { maxAgeMs: 1000 }))).toBe('{"build":1}');
    now = 1000;
    expect(text(await cache.get('k', build, { maxAgeMs: 1000 }))).toBe('{"build":2}');
  });

  it("keeps nothing while disabled (no way to hear another process's writes)", async () => {
    const cache = new CatalogueCache();
    cache.setEnabled(false);
    let builds = 0;
    const build = async () => `{"build":${++builds}}`;
    await cache.get('k', build);
    expect(text(await cache.get('k', build))).toBe('{"build":2}');
    cache.setEnabled(true);
    await cache.get('k', build);
    expect(text(await cache.get('k', build))).toBe('{"build":3}');
  });

  it('drops the least recently used bodies beyond its byte budget', async () => {
    const big = JSON.stringify({ filler: 'x'.repeat(600) });
    const cache = new CatalogueCache({ maxBytes: 1500 });
    let builds = 0;
    const build = async () => (builds++, big);
    await cache.get('a', build);
    await cache.get('b', build);
    await cache.get('a', build); // a is now the most recently used
    await cache.get('c', build); // over budget: b goes
    expect(cache.size.entries).toBe(2);
    expect(builds).toBe(3);
    await cache.get('a', build);
    expect(builds).toBe(3);
    await cache.get('b', build);
    expect(builds).toBe(4);
  });
});

describe('content coding', () => {
  it('honours q-values and falls back to identity', async () => {
    const body = await encodeBody(JSON.stringify({ filler: 'abc'.repeat(1000) }));
    expect(chooseCoding('gzip, br', body)).toBe('br');
    expect(chooseCoding('gzip, br;q=0', body)).toBe('gzip');
    expect(chooseCoding('deflate', body)).toBe('identity');
    expect(chooseCoding('*', body)).toBe('br');
    expect(chooseCoding(undefined, body)).toBe('identity');
  });

  it('leaves small bodies uncompressed', async () => {
    const body = await encodeBody('{"data":[]}');
    expect(chooseCoding('br, gzip', body)).toBe('identity');
  });
});

describe('CatalogueCache.remember', () => {
  it('makes a value once per catalogue version: again after a write, and each time while disabled', async () => {
    const cache = new CatalogueCache();
    let made = 0;
    const make = async () => ++made;
    expect(await Promise.all([cache.remember('k', make), cache.remember('k', make)])).toEqual([1, 1]);
    cache.invalidate();
    expect(await cache.remember('k', make)).toBe(2);
    cache.setEnabled(false);
    expect([await cache.remember('k', make), await cache.remember('k', make)]).toEqual([3, 4]);
  });

  it('does not keep a promise that failed', async () => {
    const cache = new CatalogueCache();
    await expect(cache.remember('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.remember('k', async () => 'made again')).toBe('made again');
  });
});
