import { describe, expect, it, vi } from 'vitest';
import { parseQueryString } from '../querystring';
import { rememberParses } from './remembered-query-strings';

const catalogue = 'populate=image&pagination[pageSize]=100&locale=fr';

describe('query strings parsed once', () => {
  it('answers what the parser answers, parsing a repeated query string only the first time', () => {
    const parse = vi.fn(parseQueryString);
    const remembered = rememberParses(parse);
    const expected = { populate: 'image', pagination: { pageSize: '100' }, locale: 'fr' };
    expect(remembered(catalogue)).toEqual(expected);
    expect(remembered(catalogue)).toEqual(expected);
    expect(remembered('populate[0]=image&populate[1]=*')).toEqual({ populate: ['image', '*'] });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('gives each request its own copy: what one changes, the next does not receive', () => {
    const remembered = rememberParses(parseQueryString);
    const first = remembered('pagination[page]=2&tags=a&tags=b');
    (first.pagination as Record<string, unknown>).page = 'changed';
    (first.tags as string[]).push('c');
    first.extra = 'added';
    expect(remembered('pagination[page]=2&tags=a&tags=b')).toEqual({ pagination: { page: '2' }, tags: ['a', 'b'] });
  });

  it('never turns a key into a prototype, and drops what the parser drops', () => {
    const remembered = rememberParses(parseQueryString);
    for (let run = 0; run < 2; run += 1) {
      const parsed = remembered('__proto__[polluted]=yes&a[__proto__][b]=1&locale=fr');
      expect(parsed).toEqual({ locale: 'fr' });
      expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps at most maxEntries query strings, the oldest leaving first, and parses long ones every time', () => {
    const parse = vi.fn(parseQueryString);
    const remembered = rememberParses(parse, { maxEntries: 2, maxLength: 20 });
    remembered('a=1');
    remembered('b=2');
    remembered('c=3'); // a=1 leaves
    remembered('b=2');
    expect(parse).toHaveBeenCalledTimes(3);
    remembered('a=1');
    expect(parse).toHaveBeenCalledTimes(4);
    const long = `q=${'x'.repeat(30)}`;
    remembered(long);
    remembered(long);
    expect(parse).toHaveBeenCalledTimes(6);
  });
});
