import { z } from 'zod/mini';

/**
 * Days and times the back office sends. A date that passes a pattern can still be one PostgreSQL refuses
 * (year 0, 31 February, a year past 9999 once a day is added) — a 500 instead of the field's 400 — so
 * they are checked against the calendar and kept to the years the shop can have records in.
 */
export const firstYear = 2000;
export const lastYear = 2099;

const inShopYears = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return year >= firstYear && year <= lastYear;
};

/** `YYYY-MM-DD`, a day that exists (29 February only in a leap year), 2000 to 2099. */
export const shopDaySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'),
  z.refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    // Date.parse rolls 31 February over to March: a real day reads back as itself.
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) && inShopYears(time);
  }, `must be a real day between ${firstYear}-01-01 and ${lastYear}-12-31`),
);

/** An ISO date-time with its offset, falling (in UTC) between 2000 and 2099. */
export const shopTimeSchema = z.iso
  .datetime({ offset: true, error: 'must be a date and a time' })
  .check(z.refine((time) => inShopYears(Date.parse(time)), `must be between ${firstYear} and ${lastYear}`));
