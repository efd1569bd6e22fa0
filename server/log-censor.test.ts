/**
 * What log-censor.ts takes out of a logged object (pino's `redact` paths did it before: `key`, `*.key`, `*.*.key`,
 * the headers' credentials), and what it leaves as it was.
 */
import { describe, expect, it } from 'vitest';
import { censored, withoutPersonalData, withoutPersonalFields } from './log-censor';

const none = new Set<string>();

describe('a logged object', () => {
  it('has the personal keys of its first three levels censored, in objects and arrays alike', () => {
    const logged = {
      email: 'a@b.sn',
      order: { id: 7, client_info: { fname: 'Awa' }, customer: 'Awa Diop' },
      lines: [{ name: 'Awa', quantity: 2 }],
      deep: { deeper: { phone: '771234567', deepest: { phone: '771234567' } } },
    };
    expect(withoutPersonalData(logged)).toEqual({
      email: censored,
      order: { id: 7, client_info: censored, customer: censored },
      lines: [{ name: censored, quantity: 2 }],
      // A fourth level is not looked at, as the paths did not.
      deep: { deeper: { phone: censored, deepest: { phone: '771234567' } } },
    });
  });

  it('is left untouched: a copy is made along the way to what is censored, the rest is shared', () => {
    const untouched = { id: 7, items: [1, 2] };
    const logged = { untouched, order: { email: 'a@b.sn' } };
    const kept = withoutPersonalData(logged);
    expect(logged.order.email).toBe('a@b.sn');
    expect(kept.untouched).toBe(untouched);
    expect(withoutPersonalData(untouched)).toBe(untouched);
  });

  it('keeps an error an error: the fields a line shows (its own enumerable ones) censored, its prototype kept', () => {
    const error = Object.assign(new Error('failed'), { detail: 'Failing row contains (Awa, 771234567)', code: '23514' });
    const kept = withoutPersonalData({ failure: error }).failure;
    expect(kept).toBeInstanceOf(Error);
    expect(kept).toMatchObject({ detail: censored, code: '23514' });
    expect(JSON.stringify(kept)).toBe(`{"detail":"${censored}","code":"23514"}`);
    expect(error.detail).toContain('Awa');
  });

  it('has the credentials of its headers censored, at the top or below', () => {
    expect(
      withoutPersonalData({
        headers: { authorization: 'Bearer x', Cookie: 'session=1', accept: 'text/html' },
        req: { headers: { 'set-cookie': ['a=1'], host: 'shop' } },
      }),
    ).toEqual({
      headers: { authorization: censored, Cookie: censored, accept: 'text/html' },
      req: { headers: { 'set-cookie': censored, host: 'shop' } },
    });
  });

  it('does not walk bytes, nor set a key that holds nothing', () => {
    const bytes = Buffer.from('Awa');
    expect(withoutPersonalData({ bytes, email: undefined })).toEqual({ bytes, email: undefined });
  });
});

describe('a log line’s own fields', () => {
  it('have a top-level message censored (the contact form’s text), not an error’s message below', () => {
    expect(withoutPersonalFields({ message: 'villa 42', failure: { message: 'timeout' } }, none)).toEqual({
      message: censored,
      failure: { message: 'timeout' },
    });
  });

  it('leave the fields a serializer writes to it: the live request is neither walked nor copied', () => {
    const request = { body: { fname: 'Awa' }, params: { id: '7' } };
    const line = withoutPersonalFields({ req: request, email: 'a@b.sn' }, new Set(['req']));
    expect(line.req).toBe(request);
    expect(line.email).toBe(censored);
  });
});
