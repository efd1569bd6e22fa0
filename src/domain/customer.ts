import { z } from 'zod/mini';
import { addressCharacters, addressMaxLength } from './address';
import { noControlCharacters } from './input-rules';

/**
 * The customer record (spec §3) and the registration form that creates it. The same schemas check
 * the form in the browser and the request on the server.
 */

const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), noControlCharacters());

/** What the shopper types on /auth/register: all four fields required (spec §5 "Register"). */
export const customerProfileSchema = z.object({
  fname: requiredText(100),
  lname: requiredText(100),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254), noControlCharacters()), z.email()),
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(addressMaxLength), noControlCharacters(), addressCharacters()),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** POST /api/customers: the profile plus who the shopper is, which the server checks against the ID token. */
export const customerPayloadSchema = z.extend(customerProfileSchema, {
  /** The Firebase uid of the signed-in shopper. */
  auth_id: z.string().check(z.minLength(1), z.maxLength(128), noControlCharacters()),
  /** The number verified by SMS, E.164. */
  phone: z.string().check(z.regex(/^\+[1-9]\d{6,14}$/)),
});
export type CustomerPayload = z.infer<typeof customerPayloadSchema>;

export const customerSchema = z.extend(customerPayloadSchema, { id: z.number().check(z.int(), z.positive()) });
export type Customer = z.infer<typeof customerSchema>;

/** GET /api/customers: the caller's own record, or none (DESIGN.md deviation 6). */
export const customersResponseSchema = z.object({ data: z.array(customerSchema) });

/** POST /api/customers answers the stored record. */
export const customerResponseSchema = z.object({ data: customerSchema });

/** The signed-in user's display name is the first name plus the last name (spec §3). */
export function displayNameOf(profile: Pick<CustomerProfile, 'fname' | 'lname'>): string {
  return `${profile.fname.trim()} ${profile.lname.trim()}`;
}

/** The header badge: the first letter of the first and of the last word, e.g. 'Awa Diop' → 'AD'. */
export function initialsOf(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase();
}
