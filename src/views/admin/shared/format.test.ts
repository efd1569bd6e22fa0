import { describe, expect, it } from 'vitest';
import { formatFigure, formatShopDay, formatShopTime, formatMixed, formatXof } from './format';

const lri = '\u2066';
const fsi = '\u2068';
const pdi = '\u2069';

describe('the back office formatters on an Arabic page', () => {
  it('isolates an amount in F CFA left to right, its digits as the shop writes them', () => {
    const amount = formatXof(10000, 'ar');
    expect(amount.startsWith(lri) && amount.endsWith(pdi)).toBe(true);
    expect(amount.slice(1, -1).replace(/\s/g, ' ')).toBe('10 000 F CFA');
  });

  it('isolates a phone number and an order number left to right', () => {
    expect(formatFigure('+221 77 123 45 67', 'ar')).toBe(`${lri}+221 77 123 45 67${pdi}`);
    expect(formatFigure(42, 'ar')).toBe(`${lri}42${pdi}`);
  });

  it('writes dates in Arabic with Latin digits, in shop time, isolated', () => {
    const moment = formatShopTime('2026-11-24T14:05:00Z', 'ar');
    expect(moment.startsWith(fsi) && moment.endsWith(pdi)).toBe(true);
    expect(moment).toMatch(/24.*11.*2026/);
    expect(moment).toContain('2:05');
    const day = formatShopDay('2026-11-24', 'ar');
    expect(day).toBe(`${fsi}الثلاثاء، 24 نوفمبر${pdi}`);
  });

  it('isolates text in either script: a name, a phone number, a value', () => {
    expect(formatMixed('Awa Diop', 'ar')).toBe(`${fsi}Awa Diop${pdi}`);
  });
});

describe('the back office formatters on a French or English page', () => {
  it('leave the texts plain', () => {
    expect(formatXof(10000, 'fr').replace(/\s/g, ' ')).toBe('10 000 F CFA');
    expect(formatFigure('+221771234567', 'en')).toBe('+221771234567');
    expect(formatShopTime('2026-11-24T14:05:00Z', 'fr')).toBe('24/11/2026 14:05');
    expect(formatShopDay('2026-11-24', 'fr')).toBe('mardi 24 novembre');
    expect(formatMixed('Awa Diop', 'en')).toBe('Awa Diop');
  });
});
