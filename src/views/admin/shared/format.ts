import { formatMoney, intlLocaleOf } from '../../../domain/money';
import { shopTimeZone } from '../../../domain/shop-time';

/** Amounts in the back office are always the shop's own: F CFA, whatever currency the shop shows shoppers. */
export const formatXof = (amount: number, locale: string): string => formatMoney(amount, 'XOF', intlLocaleOf(locale));

/** A moment as the shop sees it (Africa/Dakar), short: "24/11/2026 14:05". */
export const formatShopTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'short', timeStyle: 'short', timeZone: shopTimeZone }).format(new Date(iso));

/** A shop day (YYYY-MM-DD) written out: "mardi 24 novembre". */
export const formatShopDay = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Today in the shop (Africa/Dakar) as YYYY-MM-DD, whatever the browser's zone. */
export const shopToday = (now = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(now);

/** The shop day `days` after `day` (both YYYY-MM-DD). */
export const shopDayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
