import { z } from 'zod/mini';
import { addressCharacters, addressMaxLength } from './address';
import { noControlCharacters } from './input-rules';

/**
 * The checkout's customer-info form (spec §3, §5): nine fields, all required. The browser shows only an
 * invalid marker; the server re-checks the same schema before it stores the order.
 */
export const clientInfoFields = ['fname', 'lname', 'email', 'phone', 'deliver_date', 'time', 'city', 'address', 'zip'] as const;
export type ClientInfoField = (typeof clientInfoFields)[number];

/** Trimmed, required, at most `max` characters, then the `more` checks. */
const required = (max: number, ...more: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `at most ${max} characters`), noControlCharacters(), ...more);

export const clientInfoSchema = z.object({
  fname: required(100),
  lname: required(100),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'at most 254 characters'), noControlCharacters()),
    z.email('must be a valid e-mail address'),
  ),
  // A contact number for the delivery, typed freely (spaces, dashes, +country code).
  phone: required(30, z.regex(/^\+?[0-9][0-9 ().-]{5,29}$/, 'must be a phone number')),
  // What <input type="date"> and <input type="time"> produce.
  deliver_date: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date (YYYY-MM-DD)')),
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time (HH:mm)')),
  city: required(100),
  address: required(addressMaxLength, addressCharacters()),
  zip: required(20),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

export const emptyClientInfo: ClientInfo = {
  fname: '',
  lname: '',
  email: '',
  phone: '',
  deliver_date: '',
  time: '',
  city: '',
  address: '',
  zip: '',
};

/**
 * Where and when a past order was delivered: what a next order may reuse (GET /api/delivery-details,
 * distinct, newest first). Not the date: a past day is never the next delivery's.
 */
export const deliveryDetailsSchema = z.pick(clientInfoSchema, { city: true, address: true, zip: true, time: true });
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

/** At most this many saved delivery details are offered. */
export const savedDeliveryLimit = 5;

export const deliveryDetailsResponseSchema = z.object({ data: z.array(deliveryDetailsSchema).check(z.maxLength(savedDeliveryLimit)) });
