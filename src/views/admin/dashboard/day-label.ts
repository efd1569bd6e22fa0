import { dateLocaleOf } from '../../../domain/money';

/** A shop day (YYYY-MM-DD) short, for a table row or a chart's axis: "mar. 24 nov.". */
export const shortDay = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(dateLocaleOf(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Only the day of the month and the month, where room is short (a chart's axis). */
export const tinyDay = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(dateLocaleOf(locale), { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
