import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShopListResponseSchema } from '../../src/domain/admin';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../test-support/app';
import { parseError, parseOk } from '../test-support/responses';
import { signInWithRole } from './test-support';

requireAuthEmulator();

// The shop's write rules hold for the back office too (app.ts, cross-site.ts): JSON only, same-site only, rate limited.
let t: TestApp;
let staff: EmulatorUser;
beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '3' } });
  staff = await signInWithRole(t, 'staff');
});
afterAll(() => t?.close());

describe('admin writes follow the shop’s write rules', () => {
  it('JSON only, same site only, and the write rate limit per client', async () => {
    const shops = parseOk(await t.app.inject({ url: '/api/admin/shops', headers: bearer(staff) }), adminShopListResponseSchema).data;
    const shop = shops[0];
    if (!shop) throw new Error('no shop');
    const url = `/api/admin/shops/${shop.id}`;
    const body = JSON.stringify({ version: shop.version, week: { start: 8, end: 20 } });
    // A form or text body, what another site's page can post without a preflight: 415.
    parseError(
      await t.app.inject({ method: 'PATCH', url, headers: { ...bearer(staff), 'content-type': 'text/plain' }, payload: body }),
      415,
    );
    // JSON from another site's page (the browser says so): 403, nothing written.
    const crossSite = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...bearer(staff), 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(parseError(crossSite, 403).name).toBe('CrossSiteRequest');
    // Three writes a minute (the 415 counted, the cross-site one refused before counting): then 429; reads are never limited.
    const json = { ...bearer(staff), 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
    const saved = await t.app.inject({ method: 'PATCH', url, headers: json, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    parseError(await t.app.inject({ method: 'PATCH', url, headers: json, payload: body }), 409);
    parseError(await t.app.inject({ method: 'PATCH', url, headers: json, payload: body }), 429);
    expect((await t.app.inject({ url: '/api/admin/shops', headers: bearer(staff) })).statusCode).toBe(200);
  });
});
