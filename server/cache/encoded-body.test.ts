import { describe, expect, it } from 'vitest';
import { chooseCoding, encodeBody, isNotModified } from './encoded-body';

const large = JSON.stringify({ data: Array.from({ length: 50 }, (_, id) => ({ id, name: `Produit ${id}` })) });

describe('the coding a client is sent', () => {
  it('is brotli when accepted, then gzip, then the plain bytes', async () => {
    const body = await encodeBody(large);
    expect(chooseCoding(undefined, body)).toBe('identity');
    expect(chooseCoding('', body)).toBe('identity');
    expect(chooseCoding('gzip, deflate, br', body)).toBe('br');
    expect(chooseCoding('gzip', body)).toBe('gzip');
    expect(chooseCoding('deflate', body)).toBe('identity');
    expect(chooseCoding('*', body)).toBe('br');
  });

  it('honours q=0 and a wildcard that refuses, the same every time the same header comes back', async () => {
    const body = await encodeBody(large);
    for (let run = 0; run < 3; run += 1) {
      expect(chooseCoding('br;q=0, gzip', body)).toBe('gzip');
      expect(chooseCoding('BR;Q=0, GZIP;q=0.5', body)).toBe('gzip');
      expect(chooseCoding('br;q=0, gzip;q=0', body)).toBe('identity');
      expect(chooseCoding('*;q=0', body)).toBe('identity');
      expect(chooseCoding('gzip, *;q=0', body)).toBe('gzip');
    }
  });

  it('depends on the body as well as the header: a small body is only ever sent plain', async () => {
    const small = await encodeBody('{"data":[]}');
    const body = await encodeBody(large);
    expect(chooseCoding('br, gzip', body)).toBe('br');
    expect(chooseCoding('br, gzip', small)).toBe('identity');
    expect(chooseCoding('br, gzip', body)).toBe('br');
  });

  it('reads a long header every time and still answers right', async () => {
    const body = await encodeBody(large);
    const long = `${'x-custom;q=0.1, '.repeat(40)}gzip`;
    expect(chooseCoding(long, body)).toBe('gzip');
    expect(chooseCoding(long, body)).toBe('gzip');
  });
});

describe('If-None-Match', () => {
  it('matches any coding of the current body, weakly, and nothing else', async () => {
    const body = await encodeBody(large);
    expect(isNotModified(undefined, body)).toBe(false);
    expect(isNotModified(body.etags.br, body)).toBe(true);
    expect(isNotModified(`W/${body.etags.gzip}`, body)).toBe(true);
    expect(isNotModified(`"old", ${body.etags.identity}`, body)).toBe(true);
    expect(isNotModified('*', body)).toBe(true);
    expect(isNotModified('"old"', body)).toBe(false);
  });
});
