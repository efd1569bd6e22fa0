import { describe, expect, it } from 'vitest';
import {
  formatShopDay,
  formatShopTime,
  isoWeekday,
  parseShopDay,
  parseShopTime,
  shopInstant,
  shopToday,
  slotLateness,
} from './booking-slot';

describe('parseShopDay', () => {
  it.each([
    ['2026-01-05', { year: 2026, month: 1, day: 5 }],
    ['2026-1-5', { year: 2026, month: 1, day: 5 }],
    ['2026-12-31', { year: 2026, month: 12, day: 31 }],
    ['2028-2-29', { year: 2028, month: 2, day: 29 }],
    [' 2026-03-9 ', { year: 2026, month: 3, day: 9 }],
  ])('reads %j', (text, day) => expect(parseShopDay(text)).toEqual(day));

  it.each(['2026-2-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-0', '26-1-5', '2026/01/05', '', 'tomorrow', '2026-001-05'])(
    'refuses %j',
    (text) => expect(parseShopDay(text)).toBeNull(),
  );
});

describe('parseShopTime', () => {
  it.each([
    ['09:30', { hour: 9, minute: 30 }],
    ['9:30', { hour: 9, minute: 30 }],
    ['00:00', { hour: 0, minute: 0 }],
    ['0:00', { hour: 0, minute: 0 }],
    ['23:59', { hour: 23, minute: 59 }],
  ])('reads %j', (text, time) => expect(parseShopTime(text)).toEqual(time));

  it.each(['24:00', '12:60', '9', '9:5', '09:30:00', '', 'noon', '-1:00'])('refuses %j', (text) => expect(parseShopTime(text)).toBeNull());
});

describe('formatting pads', () => {
  it.each([
    ['2026-1-5', '2026-01-05'],
    ['2026-11-25', '2026-11-25'],
  ])('%s → %s', (text, padded) => expect(formatShopDay(parseShopDay(text)!)).toBe(padded));
  it.each([
    ['9:05', '09:05'],
    ['0:00', '00:00'],
    ['23:59', '23:59'],
  ])('%s → %s', (text, padded) => expect(formatShopTime(parseShopTime(text)!)).toBe(padded));
});

describe('shop clock (Africa/Dakar, UTC+0 all year)', () => {
  it('a shop day and time is that instant in Dakar', () => {
    expect(shopInstant({ year: 2026, month: 1, day: 5 }, { hour: 9, minute: 30 }).toISOString()).toBe('2026-01-05T09:30:00.000Z');
  });
  it('today is the Dakar calendar day, whatever zone the instant was written in', () => {
    // 23:30 in Dakar is already the next day in Paris: the shop's day wins.
    expect(shopToday(new Date('2026-03-01T00:30:00+01:00'))).toEqual({ year: 2026, month: 2, day: 28 });
    expect(shopToday(new Date('2026-01-05T00:00:00Z'))).toEqual({ year: 2026, month: 1, day: 5 });
  });
  it.each([
    ['2026-1-5', 1],
    ['2026-1-9', 5],
    ['2026-1-10', 6],
    ['2026-1-11', 7],
  ])('%s is ISO weekday %i', (text, weekday) => expect(isoWeekday(parseShopDay(text)!)).toBe(weekday));
});

describe('slotLateness', () => {
  // Monday 5 January 2026, 10:30:20 in Dakar.
  const now = new Date('2026-01-05T10:30:20Z');
  it.each([
    ['yesterday, any time', '2026-1-4', '23:59', 'pastDay'],
    ['last year, a later month', '2025-12-31', '12:00', 'pastDay'],
    // The spec's string comparison would call "2026-1-10" earlier than "2026-1-5"; real days do not.
    ['an unpadded later day', '2026-1-10', '08:00', null],
    ['today, an earlier hour', '2026-1-5', '9:59', 'pastTime'],
    ['today, at midnight', '2026-01-05', '00:00', 'pastTime'],
    ['today, the previous minute', '2026-01-05', '10:29', 'pastTime'],
    ['today, the current minute', '2026-01-05', '10:30', null],
    ['today, a later hour', '2026-1-5', '10:31', null],
    ['today, the last minute', '2026-1-5', '23:59', null],
    ['tomorrow at midnight', '2026-1-6', '0:00', null],
  ])('%s (%s %s) → %s', (_label, day, time, expected) => {
    expect(slotLateness(parseShopDay(day)!, parseShopTime(time)!, now)).toBe(expected);
  });

  it('just after midnight in Dakar, yesterday evening is a past day', () => {
    const justAfterMidnight = new Date('2026-01-06T00:00:05Z');
    expect(slotLateness(parseShopDay('2026-1-5')!, parseShopTime('23:59')!, justAfterMidnight)).toBe('pastDay');
    expect(slotLateness(parseShopDay('2026-1-6')!, parseShopTime('0:00')!, justAfterMidnight)).toBeNull();
  });
});
