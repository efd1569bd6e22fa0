import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
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

const write = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/test/write', payload: {}, remoteAddress });

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

  it('counts a client\'s writes to every server together', async () => {
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
  beforeAll(async () => {
    // Port 9 (discard) is closed on a test machine: every connection is refused.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9', WRITE_RATE_LIMIT: '1' }, extraRoutes: withThrowawayWrite });
  });
  afterAll(() => t.close());

  it('lets writes through rather than failing the shop', async () => {
    const client = freshClient();
    expect((await write(t, client)).statusCode).toBe(200);
    expect((await write(t, client)).statusCode).toBe(200);
  });
});
