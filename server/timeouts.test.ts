/**
 * A client that sends its headers or its body a byte at a time must not hold a connection open
 * (issue 13 point 9). The timeouts come from the configuration; here they are short, and the
 * defaults are checked to cut such a client within 30 s.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './test-support/app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  port = address.port;
});
afterAll(() => t?.close());

/**
 * Opens a raw socket, writes `start`, then one more byte every 100 ms (the client never finishes);
 * resolves with how long the server kept the socket open, or null if it still was after `giveUpMs`.
 */
function trickle(start: string, byte: string, giveUpMs: number): Promise<{ openMs: number | null; answer: string }> {
  return new Promise((resolve) => {
    const began = performance.now();
    let answer = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(start));
    const drip = setInterval(() => socket.writable && socket.write(byte), 100);
    const finish = (openMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ openMs, answer });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(performance.now() - began));
  });
}

describe('slow clients', () => {
  it('are cut when the body trickles in (request timeout)', async () => {
    const head =
      'POST /api/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"fname":"';
    const { openMs, answer } = await trickle(head, 'a', 8_000);
    expect(openMs, 'the connection was still open after 8 s').not.toBeNull();
    // 1.5 s, plus up to the 1 s between Node's checks.
    expect(openMs).toBeLessThan(3_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('are cut when the headers trickle in (headers timeout)', async () => {
    const { openMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X', 8_000);
    expect(openMs, 'the connection was still open after 8 s').not.toBeNull();
    expect(openMs).toBeLessThan(3_000);
  });

  it('are set on the server from the configuration', () => {
    expect(t.app.server).toMatchObject({ requestTimeout: 1500, headersTimeout: 1000, keepAliveTimeout: 1000 });
  });

  it('cut a slow client within 30 s by default', () => {
    const { timeouts } = loadConfig({});
    // Node checks every second (app.ts); the request timeout bounds headers and body together.
    expect(timeouts.requestMs + 1_000).toBeLessThanOrEqual(30_000);
    expect(timeouts.headersMs).toBeLessThanOrEqual(timeouts.requestMs);
  });

  it('refuse a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS: must be a whole number of milliseconds/);
  });
});
