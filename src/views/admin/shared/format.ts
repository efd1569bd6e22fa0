import { dateLocaleOf, formatMoney, intlLocaleOf } from '../../../domain/money';
import { firstStrongIn, leftToRightIn } from '../../../domain/reading-direction';
import { shopTimeZone } from '../../../domain/shop-time';

// Every figure below is isolated on an Arabic page (src/domain/reading-direction.ts): in a right-to-left sentence
// "10 000 F CFA", "+221 77…" or "27/11/2026 10:05" would otherwise swap their parts with the words around them.

/** Amounts in the back office are always the shop's own: F CFA, whatever currency the shop shows shoppers. */
export const formatXof = (amount: number, locale: string): string =>
  leftToRightIn(locale, formatMoney(amount, 'XOF', intlLocaleOf(locale)));

/** A moment as the shop sees it (Africa/Dakar), short: "24/11/2026 14:05". */
export const formatShopTime = (iso: string, locale: string): string =>
  firstStrongIn(
    locale,
    new Intl.DateTimeFormat(dateLocaleOf(locale), { dateStyle: 'short', timeStyle: 'short', timeZone: shopTimeZone }).format(new Date(iso)),
  );

/** A shop day (YYYY-MM-DD) written out: "mardi 24 novembre". */
export const formatShopDay = (day: string, locale: string): string =>
  firstStrongIn(
    locale,
    new Intl.DateTimeFormat(dateLocaleOf(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    ),
  );

/** A phone number or an order number, read left to right whatever the page's direction. */
export const formatFigure = (figure: string | number, locale: string): string => leftToRightIn(locale, String(figure));

/** Text in either script or none: who did something (a name, or a phone number), a field's value. */
export const formatMixed = (who: string, locale: string): string => firstStrongIn(locale, who);

/** Today in the shop (Africa/Dakar) as YYYY-MM-DD, whatever the browser's zone. */
export const shopToday = (now = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone }).format(now);

/** The shop day `days` after `day` (both YYYY-MM-DD). */
export const shopDayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
