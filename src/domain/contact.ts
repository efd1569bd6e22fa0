import { z } from 'zod/mini';
import { bodyId } from './input-rules';
import { emailField, fieldLimits, fnameField, lnameField, phoneField, requiredText } from './contact-fields';

/** The contact form and `POST /messages` (spec §3, §5, §8); English source texts. */
export const contactMessages = {
  invalidEmail: 'Email must be valid',
  privacy: 'Please accept our privacy policy.',
  sent: 'Your message has been sent successfully',
  failed: 'An error occurred while sending your message',
} as const;

const contactFields = {
  fname: fnameField,
  lname: lnameField,
  email: emailField(contactMessages.invalidEmail),
  phone: phoneField,
  message: requiredText(fieldLimits.message, undefined, { multiline: true }),
};

/** What the shopper types; `country_id` is the chosen option ('' for none: the country is optional). */
export const contactFormSchema = z.object({
  ...contactFields,
  country_id: z.string().check(z.regex(/^([1-9][0-9]*)?$/)),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** `POST /messages`: `country_id` may be null or left out. */
export const contactRequestSchema = z.object({
  ...contactFields,
  country_id: z.optional(z.nullable(bodyId())),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export function contactRequestOf(form: ContactForm): ContactRequest {
  const { country_id, ...fields } = form;
  return { ...fields, country_id: country_id === '' ? null : Number(country_id) };
}
