import { z } from 'zod/mini';

/**
 * Rules every stored text and every id in a request share, so bad input is a field's 400 rather than
 * a PostgreSQL error: PostgreSQL refuses a NUL character in text and jsonb, and an `integer` column
 * holds at most 2,147,483,647.
 */

/** The largest value of a PostgreSQL `integer` (every id column). */
export const largestId = 2_147_483_647;

export const inputMessages = {
  controlCharacters: 'This field contains invisible characters that are not allowed',
  idTooLarge: `must be at most ${largestId}`,
} as const;

/**
 * True when the text holds a control character (C0, DEL or C1: NUL, escape, bell…), which no
 * keyboard types into a form field. A multi-line text (a message) may hold line breaks and tabs.
 * Also refused: a lone UTF-16 surrogate (no character of its own: PostgreSQL's jsonb rejects it with
 * an error, a text column silently stores U+FFFD), and the bidirectional embedding, override and
 * isolate controls (U+202A–U+202E, U+2066–U+2069), which make a name read backwards in the shop's
 * lists. Zero-width joiners and marks stay allowed: Arabic, Persian and emoji use them.
 */
export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(index + 1);
      // A high surrogate followed by a low one is one character (an emoji…): skip its second half.
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index++;
      else return true;
    }
  }
  return false;
}

/** A zod check refusing control characters (see hasControlCharacters). */
export const noControlCharacters = (options: { multiline?: boolean } = {}) =>
  z.refine<string>((value) => !hasControlCharacters(value, options), { error: inputMessages.controlCharacters });

/** A record id in a JSON body: a whole number from 1 to the largest `integer`, like a path id. */
export const bodyId = (params?: { error?: string }) =>
  z.number(params).check(z.int(), z.positive(), z.maximum(largestId, { error: inputMessages.idTooLarge }));
