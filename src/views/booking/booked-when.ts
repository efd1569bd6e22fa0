import { dateLocaleOf } from '../../domain/money';

/**
 * A booked shop day and time (`2026-01-06`, `10:00`) in the page's language, e.g. « mardi 6 janvier 2026 à
 * 10:00 ». Formatted as UTC from the stored day and time themselves: they already are shop time.
 */
export function bookedWhen(day: string, hour: string, language: string): string {
  const format = new Intl.DateTimeFormat(dateLocaleOf(language), { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  return format.format(new Date(`${day}T${hour}:00Z`));
}
