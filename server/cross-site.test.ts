/**
 * A page on another site must not make a visitor's browser post to the shop (issue 13, point 8):
 * write routes take JSON only (a form or text body is a 415), and a write a browser marks as
 * coming from another site is a 403. The shop's own pages, servers and PayDunya's IPN still get through.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from './db/schema';
import { toFormBody } from './payments/form-body';
import { ipnHash } from './payments/paydunya-client';
import { createTestApp, type TestApp } from './test-support/app';
import { parseError } from './test-support/responses';

const publicUrl = 'https://shop.example.sn';
// No country: every field is text, so the same message is also a valid form body.
const message = { fname: 'Mame', lname: 'Ndiaye', email: 'mame@example.sn', phone: '771234567', message: 'Avez-vous du kinkéliba ?' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '10000', PUBLIC_URL: publicUrl } });
});
afterAll(() => t?.close());

const stored = async () => (await t.database.db.select({ n: count() }).from(messages))[0]?.n ?? 0;

const send = (headers: Record<string, string>, payload = JSON.stringify(message), contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/messages', headers: { 'content-type': contentType, ...headers }, payload });

describe('cross-site posts', () => {
  it('refuse a form, text or multipart body with 415 and store nothing', async () => {
    const before = await stored();
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', toFormBody(message)],
      ['text/plain', JSON.stringify(message)],
      ['text/plain;charset=UTF-8', JSON.stringify(message)],
      ['multipart/form-data; boundary=b', `--b\r\nContent-Disposition: form-data; name="fname"\r\n\r\nMame\r\n--b--\r\n`],
    ];
    for (const [contentType, body] of bodies) {
      expect(parseError(await send({}, body, contentType), 415).name, contentType).toBe('UnsupportedMediaType');
    }
    expect(await stored()).toBe(before);
  });

  it('refuse a write a browser marks as coming from another site (403), before reading the body', async () => {
    const before = await stored();
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.example.sn' },
      { 'sec-fetch-site': 'cross-site', origin: publicUrl },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${publicUrl}.evil.example` },
    ];
    for (const headers of foreign) {
      expect(parseError(await send(headers), 403).name, JSON.stringify(headers)).toBe('CrossSiteRequest');
    }
    expect(await stored()).toBe(before);
  });

  it('let the shop’s own pages, its proxy and other servers write', async () => {
    const before = await stored();
    const own: Record<string, string>[] = [
      // The SPA (its fetch client) in a current browser.
      { 'sec-fetch-site': 'same-origin', origin: publicUrl },
      // A browser without Fetch Metadata: the Origin is the host it connected to…
      { origin: 'http://localhost', host: 'localhost:80' },
      // …or the public origin, behind a proxy that rewrites Host.
      { origin: publicUrl, host: '10.0.0.5:8080' },
      // No browser at all: curl, a server.
      {},
    ];
    for (const headers of own) expect((await send(headers)).statusCode, JSON.stringify(headers)).toBe(201);
    expect(await stored()).toBe(before + own.length);
  });

  it('still take PayDunya’s IPN as a form post from its servers, whatever they send', async () => {
    const notification = {
      data: { hash: ipnHash(t.config.paydunya.masterKey), status: 'completed', invoice: { token: 'test_unknown_invoice' } },
    };
    const ipn = (headers: Record<string, string>, contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/payments/paydunya/ipn', headers: { 'content-type': contentType, ...headers }, payload });
    // Read, checked, and answered "unknown invoice": not refused at the door.
    const senders: Record<string, string>[] = [{}, { 'sec-fetch-site': 'cross-site', origin: 'https://app.paydunya.com' }];
    for (const headers of senders) {
      expect(parseError(await ipn(headers, 'application/x-www-form-urlencoded', toFormBody(notification)), 404).message).toBe(
        'Unknown invoice.',
      );
      expect(parseError(await ipn(headers, 'application/json', JSON.stringify(notification)), 404).message).toBe('Unknown invoice.');
    }
  });

  it('leave reads alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/countries',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
