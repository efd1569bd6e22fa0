import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it.each([
    ['/', '/'],
    ['/verify', '/verify'],
    ['/payment/confirmation', '/payment/confirmation'],
    ['/orders/12', '/orders/12'],
    ['/details/7?tab=usage#reviews', '/details/7?tab=usage#reviews'],
    ['/authors', '/authors'],
    ['/services/3/../../verify', '/verify'],
  ])('accepts the same-site path %j as %j', (candidate, path) => expect(returnPathOf(candidate)).toBe(path));

  it.each([
    // another site
    'https://evil.example',
    'http://evil.example/verify',
    '//evil.example',
    '//evil.example/verify',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/verify//evil.example',
    // a scheme instead of a path
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // browsers drop tabs and line breaks: '/\t/evil.example' would be read as '//evil.example'
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000evil',
    // not a path
    '',
    'verify',
    ' /verify',
    '?returnTo=/verify',
    '#/verify',
    // the sign-in pages themselves, however spelled
    '/auth',
    '/auth/',
    '/auth/login',
    '/auth/login/verify?returnTo=/verify',
    '/auth/register',
    '/AUTH/login',
    '/verify/../auth/login',
    '/%2e%2e/auth/login',
    '/verify/%2E%2E/auth',
    // too long to be a page of ours
    `/${'a'.repeat(600)}`,
  ])('sends %j home', (candidate) => expect(returnPathOf(candidate)).toBe('/'));

  it('sends a missing one home', () => {
    expect(returnPathOf(null)).toBe('/');
    expect(returnPathOf(undefined)).toBe('/');
  });
});
