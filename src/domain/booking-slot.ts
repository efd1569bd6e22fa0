import { isBefore, startOfMinute } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { shopTimeZone } from './shop-time';

/** A calendar day of the shop, e.g. 2026-01-05. */
export interface ShopDay {
  year: number;
  month: number;
  day: number;
}

/** A time of day at the shop, e.g. 09:30. */
export interface ShopTime {
  hour: number;
  minute: number;
}

const dayPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const timePattern = /^(\d{1,2}):(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Reads `2026-01-05` as well as the unpadded `2026-1-5`; null for anything that is not a real day. */
export function parseShopDay(text: string): ShopDay | null {
  const match = dayPattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2026-2-30 over to March; a real day survives the round trip unchanged.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Reads `09:30` as well as `9:30`; null outside 00:00–23:59. */
export function parseShopTime(text: string): ShopTime | null {
  const match = timePattern.exec(text.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

export const formatShopDay = ({ year, month, day }: ShopDay) => `${year}-${pad(month)}-${pad(day)}`;
export const formatShopTime = ({ hour, minute }: ShopTime) => `${pad(hour)}:${pad(minute)}`;

/** The instant a day and time of the shop's clock designate. */
export function shopInstant(day: ShopDay, time: ShopTime = { hour: 0, minute: 0 }): Date {
  return fromZonedTime(`${formatShopDay(day)}T${formatShopTime(time)}:00`, shopTimeZone);
}

/** The shop's calendar day at `now`. */
export function shopToday(now: Date): ShopDay {
  const today = parseShopDay(formatInTimeZone(now, shopTimeZone, 'yyyy-MM-dd'));
  if (!today) throw new Error('date-fns-tz gave an unreadable day');
  return today;
}

/** ISO day of the week of a shop day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: ShopDay): number {
  return Number(formatInTimeZone(shopInstant(day), shopTimeZone, 'i'));
}

/**
 * Why a slot can no longer be booked at `now`, compared as real times in the shop's zone (DESIGN
 * deviation 3): `pastDay` for a day before today, `pastTime` for today at a time before the current
 * minute. The current minute itself is still bookable; the time input has no seconds.
 */
export function slotLateness(day: ShopDay, time: ShopTime, now: Date): 'pastDay' | 'pastTime' | null {
  if (isBefore(shopInstant(day), shopInstant(shopToday(now)))) return 'pastDay';
  if (isBefore(shopInstant(day, time), startOfMinute(now))) return 'pastTime';
  return null;
}
