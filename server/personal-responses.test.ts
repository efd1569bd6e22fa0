import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from './test-support/auth-emulator';
import { createTestApp, type TestApp } from './test-support/app';
import { isPersonalPath } from './personal-responses';
import { registerCustomer } from './payments/test-support';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let t: TestApp;
let awa: EmulatorUser;
beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  awa = await signInWithPhone(t.config.firebase.projectId);
  await registerCustomer(t, awa);
});
afterAll(() => t?.close());

const get = (url: string, user: EmulatorUser | null) => t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });

describe('answers about one person', () => {
  it.each(['/api/orders?locale=fr', '/api/customers?locale=fr', '/api/delivery-details?locale=fr', '/api/bookings?locale=fr'])(
    '%s is private and never stored',
    async (url) => {
      const response = await get(url, awa);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('stay private when refused or not found (an order of nobody, a signed-out caller)', async () => {
    const missing = await get('/api/orders/999999?locale=fr', awa);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    const signedOut = await get('/api/customers?locale=fr', null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
  });

  it('leave the catalogue cacheable', async () => {
    const response = await get('/api/categories?locale=fr', null);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).not.toContain('private');
  });
});

describe('isPersonalPath', () => {
  it('matches the prefixes at a path boundary only', () => {
    expect(isPersonalPath('/api/orders')).toBe(true);
    expect(isPersonalPath('/api/orders/12/payment')).toBe(true);
    expect(isPersonalPath('/api/customers?locale=en')).toBe(true);
    expect(isPersonalPath('/api/ordersfeed')).toBe(false);
    expect(isPersonalPath('/api/products?q=/api/orders')).toBe(false);
  });
});
