import type { HoursRange, Shop } from './catalog';
import { isoWeekday, type ShopDay, type ShopTime } from './booking-slot';

export type OpeningHours = Shop['opening_hours'];

/** Monday to Friday use the week hours, Saturday and Sunday the weekend hours (DESIGN deviation 3). */
export function hoursOn(hours: OpeningHours, day: ShopDay): HoursRange | null {
  return isoWeekday(day) >= 6 ? hours.weekend : hours.week;
}

/**
 * Whether an appointment may start at `time` on `day`. Decision: the end hour is the closing time,
 * so it is exclusive — with hours 9–20, 9:00 and 19:59 are open, 20:00 is closed; an end of 24
 * means open until midnight. A shop without weekend hours is closed on Saturday and Sunday.
 */
export function isOpenAt(hours: OpeningHours, day: ShopDay, time: ShopTime): boolean {
  const range = hoursOn(hours, day);
  if (!range) return false;
  const minutes = time.hour * 60 + time.minute;
  return range.start * 60 <= minutes && minutes < range.end * 60;
}
