import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { fallbackStore, LocalCounter } from './rate-limit-store';
import { createTestApp, type TestApp } from './test-support/app';

// Redis runs beside PostgreSQL wherever the shop runs several processes (DESIGN.md, Stack).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const withThrowawayWrite = (app: TestApp['app']) => {
  app.post('/api/test/write', async () => ({ ok: true }));
};

/**
 * A client no other test run uses, so runs sharing one Redis do not share a budget. Random in the
 * network half: the limit counts an IPv6 client by its /64.
 */
const freshClient = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

const write = (t: TestApp, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/test/write', payload: {}, remoteAddress });

describe('REDIS_URL', () => {
  it('is read as a redis:// or rediss:// URL, and is optional', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2' }).redisUrl).toBe('redis://cache.internal:6379/2');
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(ConfigError);
  });
});

describe('the write rate limit shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const options = { env: { REDIS_URL: redisUrl, WRITE_RATE_LIMIT: '3' }, extraRoutes: withThrowawayWrite };
    [first, second] = await Promise.all([createTestApp(options), createTestApp(options)]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it("counts a client's writes to every server together", async () => {
    const client = freshClient();
    expect((await write(first, client)).statusCode).toBe(200);
    expect((await write(second, client)).statusCode).toBe(200);
    expect((await write(first, client)).statusCode).toBe(200);
    // The fourth write of the minute, on the server that has seen only one of them.
    expect((await write(second, client)).statusCode).toBe(429);
    expect((await write(second, freshClient())).statusCode).toBe(200);
  });
});

describe('an unreachable Redis', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    // Port 9 (discard) is closed on a test machine: every connection is refused.
    t = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:9', WRITE_RATE_LIMIT: '2', LOG_LEVEL: 'warn' },
      extraRoutes: withThrowawayWrite,
      logStream,
    });
  });
  afterAll(() => t.close());

  it('lets writes through, counted in this process, rather than failing the shop or dropping the limit', async () => {
    const client = freshClient();
    expect((await write(t, client)).statusCode).toBe(200);
    expect((await write(t, client)).statusCode).toBe(200);
    expect((await write(t, client)).statusCode).toBe(429);
    expect((await write(t, freshClient())).statusCode).toBe(200);
  });

  it('says so once, not at every write', () => {
    const warnings = logs.filter((line) => line.includes('Redis unreachable'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('counted in each process');
  });
});

describe('fallbackStore', () => {
  const options = {} as FastifyRateLimitOptions;
  const incr = (store: FastifyRateLimitStore, key: string) =>
    new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), 60_000, 5),
    );

  it('counts in Redis while it answers, in the process while it fails, and says when Redis is back', async () => {
    let failing = false;
    const redis = {
      status: 'ready',
      eval: async () => {
        if (failing) throw new Error('Command timed out');
        return [7, 59_000];
      },
    };
    const events: string[] = [];
    const Store = fallbackStore(redis, 'ns:', {
      fellBack: (error) => events.push(`fell back: ${error.message}`),
      recovered: () => events.push('recovered'),
    });
    const store = new Store(options);
    expect(await incr(store, 'a')).toEqual({ current: 7, ttl: 59_000 });
    failing = true;
    expect((await incr(store, 'a'))?.current).toBe(1);
    expect((await incr(store, 'a'))?.current).toBe(2);
    redis.status = 'reconnecting';
    expect((await incr(store, 'a'))?.current).toBe(3);
    redis.status = 'ready';
    failing = false;
    expect((await incr(store, 'a'))?.current).toBe(7);
    expect(events).toEqual(['fell back: Command timed out', 'recovered']);
  });
});

describe('LocalCounter', () => {
  it('counts each key in its own window, and starts again once the window is over', () => {
    const counter = new LocalCounter();
    expect(counter.incr('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(counter.incr('a', 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counter.incr('b', 1000, 400)).toEqual({ current: 1, ttl: 1000 });
    expect(counter.incr('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('keeps at most its number of keys, dropping the oldest', () => {
    const counter = new LocalCounter(2);
    counter.incr('a', 1000, 0);
    counter.incr('a', 1000, 0);
    counter.incr('b', 1000, 0);
    counter.incr('c', 1000, 0);
    expect(counter.incr('a', 1000, 0).current).toBe(1);
  });
});
