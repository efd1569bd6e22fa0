import { describe, expect, it } from 'vitest';
import { firstStrongIn, forwardArrow, isolateFirstStrong, isolateLeftToRight, leftToRightIn, readsRightToLeft } from './reading-direction';

describe('readsRightToLeft', () => {
  it.each([
    ['ar', true],
    ['ar-SN', true],
    ['AR_sa', true],
    ['fr', false],
    ['en-GB', false],
    ['', false],
  ])('%s → %s', (language, expected) => {
    expect(readsRightToLeft(language)).toBe(expected);
  });
});

describe('isolates', () => {
  it('wraps a phone number in a left-to-right isolate and closes it (LRI … PDI)', () => {
    expect(isolateLeftToRight('+221 77 123 45 67')).toBe('\u2066+221 77 123 45 67\u2069');
  });

  it('wraps a date or a name in a first-strong isolate (FSI … PDI)', () => {
    expect(isolateFirstStrong('عائشة')).toBe('\u2068عائشة\u2069');
  });

  it('isolates only on a page that reads right to left, and leaves French and English texts plain', () => {
    expect(leftToRightIn('ar', '10\u202f000\u00a0F\u202fCFA')).toBe('\u206610\u202f000\u00a0F\u202fCFA\u2069');
    expect(firstStrongIn('ar', '27/11/2026 10:05')).toBe('\u206827/11/2026 10:05\u2069');
    expect(leftToRightIn('fr', '+221771234567')).toBe('+221771234567');
    expect(firstStrongIn('en', '27/11/2026 10:05')).toBe('27/11/2026 10:05');
  });
});

describe('forwardArrow', () => {
  it('points the way the language reads', () => {
    expect(forwardArrow('fr')).toBe('→');
    expect(forwardArrow('en')).toBe('→');
    expect(forwardArrow('ar')).toBe('←');
  });
});
