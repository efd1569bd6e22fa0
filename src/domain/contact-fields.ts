import { z } from 'zod/mini';
import { addressMaxLength } from './address';
import { hasControlCharacters, inputMessages } from './input-rules';

/**
 * The person fields the contact form and both booking forms share (spec §5), with the spec's
 * messages. The messages are the English source texts: the server answers them in a 400's
 * `details.fields`, and the views translate them through one table (src/views/booking/field-messages).
 */
export const fieldMessages = {
  required: 'This field is required',
  tooLong: 'This field is too long',
  fnameLetters: 'First name must be letters only',
  lnameLetters: 'Last name must be letters only',
  phoneDigits: 'Phone number must be numbers only',
  controlCharacters: inputMessages.controlCharacters,
} as const;

/**
 * Letters of any script, accents included (Aïssatou, Ñdèye, Gbêhanzin), and spaces. Decision: a
 * single apostrophe or hyphen between letters also counts, because Senegalese and French names
 * carry them (N'Diaye, Marie-Claire); the message stays the spec's "letters only". A name must
 * start and end with a letter, so "'" or "-" alone is refused.
 */
export const namePattern = /^[\p{L}\p{M}]+(?:(?: +|['’-])[\p{L}\p{M}]+)*$/u;

/** Digits only: no spaces, no plus sign (spec §5). */
export const phonePattern = /^[0-9]+$/;

export const fieldLimits = { name: 60, email: 254, address: addressMaxLength, phone: 20, message: 2000 } as const;

/**
 * A required text: trimmed, then exactly one message per field — required, too long, invisible
 * characters, or the pattern's — so a blank field does not also claim to be "letters only".
 * Only a `multiline` text (the message) may hold line breaks and tabs.
 */
export const requiredText = (
  max: number,
  rule?: { valid: RegExp | ((value: string) => boolean); message: string },
  { multiline = false }: { multiline?: boolean } = {},
) =>
  z.string({ error: fieldMessages.required }).check(
    z.trim(),
    z.normalize('NFC'),
    z.superRefine((value, ctx) => {
      const message =
        value === ''
          ? fieldMessages.required
          : value.length > max
            ? fieldMessages.tooLong
            : hasControlCharacters(value, { multiline })
              ? fieldMessages.controlCharacters
              : rule && !(typeof rule.valid === 'function' ? rule.valid(value) : rule.valid.test(value))
                ? rule.message
                : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );

export const fnameField = requiredText(fieldLimits.name, { valid: namePattern, message: fieldMessages.fnameLetters });
export const lnameField = requiredText(fieldLimits.name, { valid: namePattern, message: fieldMessages.lnameLetters });
export const emailField = (invalidMessage: string) => requiredText(fieldLimits.email, { valid: z.regexes.email, message: invalidMessage });
export const phoneField = requiredText(fieldLimits.phone, { valid: phonePattern, message: fieldMessages.phoneDigits });

/** One field's message, as the forms show it and as a 400 lists it in `details.fields`. */
export interface FieldMessage<Field extends string = string> {
  path: Field;
  message: string;
}

/**
 * Why sending a form failed, as the flow machines see it (src/services maps HTTP answers to it):
 * `invalid` carries the server's field messages, `conflict` is a taken booking slot, `full` an event
 * with no place left.
 */
export interface SendFailure {
  reason: 'invalid' | 'conflict' | 'full' | 'notFound' | 'rateLimited' | 'unavailable';
  fields: FieldMessage[];
}

const sendFailureSchema = z.object({
  reason: z.enum(['invalid', 'conflict', 'full', 'notFound', 'rateLimited', 'unavailable']),
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
});

/** What a send rejected with, when it is a SendFailure; anything else (a bug, a crash) is `unavailable`. */
export function sendFailureOf(error: unknown): SendFailure {
  const parsed = sendFailureSchema.safeParse(error);
  return parsed.success ? parsed.data : { reason: 'unavailable', fields: [] };
}
