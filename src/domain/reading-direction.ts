/**
 * Numbers, phone numbers, amounts and dates inside a sentence that reads right to left. Without isolation the
 * Unicode bidi algorithm lets them join the Arabic around them: "+221 77 123 45 67" shows as "77 123 45 67 221+",
 * "Order 12 · 10 000 F CFA" swaps its parts. An isolate makes such a run one unit, in its own direction, in any
 * string (a Lingui placeholder, an aria-label, a title), where a <bdi> element cannot go.
 */

const leftToRightIsolate = '\u2066';
const firstStrongIsolate = '\u2068';
const popDirectionalIsolate = '\u2069';

/** Languages of the interface that read right to left ('ar', 'ar-SN'…). */
export function readsRightToLeft(language: string): boolean {
  return language.split(/[-_]/)[0]?.toLowerCase() === 'ar';
}

/** Always left to right: phone numbers, order numbers, amounts. */
export const isolateLeftToRight = (text: string): string => `${leftToRightIsolate}${text}${popDirectionalIsolate}`;

/** In the direction of its first letter (left to right when it has none): dates, names that may be in either script. */
export const isolateFirstStrong = (text: string): string => `${firstStrongIsolate}${text}${popDirectionalIsolate}`;

/**
 * For a page in `language`: isolated when the page reads right to left, as it is otherwise (a left-to-right page
 * already keeps these runs in order, and its texts stay plain for search and tests).
 */
export const leftToRightIn = (language: string, text: string): string => (readsRightToLeft(language) ? isolateLeftToRight(text) : text);

export const firstStrongIn = (language: string, text: string): string => (readsRightToLeft(language) ? isolateFirstStrong(text) : text);

/** "Then", "becomes": an arrow that points the way the language reads. */
export const forwardArrow = (language: string): string => (readsRightToLeft(language) ? '←' : '→');
