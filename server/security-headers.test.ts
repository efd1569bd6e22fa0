import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { securityHeaders, securityHeaderValues } from './security-headers';
import { productionEnv } from './test-support/app';

describe('the security headers, computed once', () => {
  it('are helmet’s for the configuration: CSP, nosniff, referrer and opener policies, no HSTS over http', () => {
    const headers = securityHeaderValues(securityHeaders(loadConfig({ ...productionEnv, PUBLIC_URL: 'http://localhost:3000' })));
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and the upgrade of insecure requests behind https', () => {
    const headers = securityHeaderValues(securityHeaders(loadConfig(productionEnv)));
    expect(headers['strict-transport-security']).toBe('max-age=15552000');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
