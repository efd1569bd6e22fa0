import { describe, expect, it } from 'vitest';
import { parseShopDay, parseShopTime } from './booking-slot';
import { hoursOn, isOpenAt, type OpeningHours } from './opening-hours';

const mainShop: OpeningHours = { week: { start: 9, end: 20 }, weekend: { start: 11, end: 15 } };
const weekdaysOnly: OpeningHours = { week: { start: 9, end: 20 }, weekend: null };
const allDay: OpeningHours = { week: { start: 0, end: 24 }, weekend: { start: 0, end: 24 } };

// 2026-01-05 is a Monday, 2026-01-09 a Friday, 10 and 11 January a Saturday and a Sunday.
describe('isOpenAt', () => {
  it.each([
    ['Monday, first open minute', mainShop, '2026-1-5', '9:00', true],
    ['Monday, before opening', mainShop, '2026-01-05', '08:59', false],
    ['Monday, last open minute', mainShop, '2026-1-5', '19:59', true],
    ['Monday, the closing hour is closed', mainShop, '2026-1-5', '20:00', false],
    ['Monday, midnight', mainShop, '2026-1-5', '0:00', false],
    ['Friday, week hours', mainShop, '2026-1-9', '19:00', true],
    ['Friday, a weekend-only hour', mainShop, '2026-1-9', '8:30', false],
    ['Saturday, weekend opening', mainShop, '2026-1-10', '11:00', true],
    ['Saturday, a week hour outside weekend hours', mainShop, '2026-01-10', '10:00', false],
    ['Saturday, the weekend closing hour', mainShop, '2026-1-10', '15:00', false],
    ['Sunday, last weekend minute', mainShop, '2026-1-11', '14:59', true],
    ['Sunday, an evening week hour', mainShop, '2026-1-11', '18:00', false],
    ['no weekend hours, Saturday', weekdaysOnly, '2026-1-10', '12:00', false],
    ['no weekend hours, Sunday', weekdaysOnly, '2026-1-11', '9:00', false],
    ['no weekend hours, Monday', weekdaysOnly, '2026-1-5', '12:00', true],
    ['open 0–24, midnight', allDay, '2026-1-5', '00:00', true],
    ['open 0–24, last minute', allDay, '2026-1-11', '23:59', true],
  ])('%s', (_label, hours, day, time, open) => {
    expect(isOpenAt(hours, parseShopDay(day)!, parseShopTime(time)!)).toBe(open);
  });
});

describe('hoursOn', () => {
  it.each([
    ['2026-1-5', mainShop.week],
    ['2026-1-9', mainShop.week],
    ['2026-1-10', mainShop.weekend],
    ['2026-1-11', mainShop.weekend],
  ])('%s uses %j', (day, range) => expect(hoursOn(mainShop, parseShopDay(day)!)).toEqual(range));
  it('a shop without weekend hours has none on Sunday', () => expect(hoursOn(weekdaysOnly, parseShopDay('2026-1-11')!)).toBeNull());
});
