/**
 * The plural form a count takes in a language, for a `select` message. Lingui's `plural` builds an
 * Intl.NumberFormat for its `#` even where the message has none, and the first one a page builds loads the
 * browser's number data: 12-44 ms in Chromium on a desktop, four times that on a phone, in the task that takes a
 * rendered page over (issue 23). Intl.PluralRules costs ~0.3 ms. Used where a count is on every page (the header's
 * cart and wishlist); messages keep every form the language has (Arabic: zero, one, two, few, many, other).
 */
const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}
