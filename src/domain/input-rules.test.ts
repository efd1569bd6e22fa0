import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { bookingRequestSchema } from './booking';
import { clientInfoSchema } from './client-info';
import { contactRequestSchema } from './contact';
import { fieldMessages } from './contact-fields';
import { customerPayloadSchema } from './customer';
import { hasControlCharacters, inputMessages, largestId } from './input-rules';
import { createOrderBodySchema } from './order';
import { waveMakeBodySchema } from './payment';
import { clientInfo } from './testing/fixtures';

const person = { fname: 'Aïssatou', lname: 'Diop', email: 'aissatou@example.sn', address: 'Rue 10 Medina', phone: '771234567' };
const contact = { ...person, country_id: 1, message: 'Bonjour,\n\tavez-vous du kinkéliba ?' };
const booking = {
  ...person,
  service_day: '2030-01-08',
  service_hour: '10:00',
  service_id: 1,
  service_type: 'Atelier',
  shop_id: 2,
  shop_name: 'Plateau',
  auth_id: '',
};
const customer = {
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  address: 'Rue 10, Médina, Dakar',
  auth_id: 'uid-1',
  phone: '+221771234567',
};
const order = {
  customer_id: 1,
  products: [{ id: 1, quantity: 1 }],
  total: 1000,
  shipping_method: 'collect',
  payment_method: 'wave',
  client_info: clientInfo,
};

/** The message of each refused field, by dotted path. */
function issuesOf(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('control characters', () => {
  it('are found in C0, DEL and C1; a message may hold line breaks and tabs', () => {
    for (const text of ['a\u0000', '\u0001', 'a\u001bb', '\u007f', '\u0085', '\u009f', 'a\nb', 'a\tb', 'a\rb'])
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    for (const text of ['Aïssatou', "N'Diaye", 'Rue 10', '日本', '\u00a0', 'a\u2028b'])
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
    expect(hasControlCharacters('a\nb\tc\r\n', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\nb\u0000', { multiline: true })).toBe(true);
  });

  it('include lone surrogates and bidirectional overrides; emoji, Arabic and zero-width joiners pass', () => {
    for (const text of ['Awa\ud800', '\udc00Awa', 'a\udfffb\ud83d', 'Diop\u202egnp.exe', 'a\u202ab', 'a\u2066b\u2069']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['Awa 👋🏾', '𝔸wa', 'عائشة', 'می\u200cخواهم', '👩\u200d👩\u200d👧', 'a\u200bb', 'a\u200fb']) {
      expect(hasControlCharacters(text, { multiline: true }), JSON.stringify(text)).toBe(false);
    }
    expect(issuesOf(clientInfoSchema, { ...clientInfo, city: 'Dakar\udc00' })).toEqual({ city: inputMessages.controlCharacters });
    expect(issuesOf(contactRequestSchema, { ...contact, message: 'Bonjour \udfff' })).toEqual({ message: fieldMessages.controlCharacters });
  });

  it('are refused in every text the contact form, bookings and registration store, field by field', () => {
    const nul = (value: Record<string, unknown>, field: string) => ({ ...value, [field]: `${String(value[field])}\u0000x` });
    for (const field of ['fname', 'lname', 'email', 'phone', 'message']) {
      expect(issuesOf(contactRequestSchema, nul(contact, field)), field).toEqual({ [field]: fieldMessages.controlCharacters });
    }
    for (const field of ['fname', 'lname', 'email', 'address', 'phone', 'service_type', 'shop_name', 'auth_id']) {
      expect(issuesOf(bookingRequestSchema, nul(booking, field)), field).toEqual({ [field]: inputMessages.controlCharacters });
    }
    for (const field of ['fname', 'lname', 'email', 'address', 'auth_id']) {
      expect(issuesOf(customerPayloadSchema, nul(customer, field)), field).toHaveProperty(field, inputMessages.controlCharacters);
    }
    for (const field of Object.keys(clientInfo)) {
      expect(Object.keys(issuesOf(clientInfoSchema, nul(clientInfo, field))), field).toEqual([field]);
    }
  });

  it('leave a valid message, with its line breaks and tabs, alone', () => {
    expect(issuesOf(contactRequestSchema, contact)).toEqual({});
    expect(issuesOf(bookingRequestSchema, booking)).toEqual({});
    expect(issuesOf(customerPayloadSchema, customer)).toEqual({});
    expect(issuesOf(createOrderBodySchema, order)).toEqual({});
  });
});

describe('ids in a body', () => {
  it('stop at the largest PostgreSQL integer, like path ids', () => {
    const tooLarge = largestId + 1;
    expect(issuesOf(contactRequestSchema, { ...contact, country_id: tooLarge })).toEqual({ country_id: inputMessages.idTooLarge });
    expect(issuesOf(bookingRequestSchema, { ...booking, service_id: tooLarge, shop_id: tooLarge })).toEqual({
      service_id: inputMessages.idTooLarge,
      shop_id: inputMessages.idTooLarge,
    });
    expect(issuesOf(waveMakeBodySchema, { order_id: tooLarge, phone: '771234567' })).toEqual({ order_id: inputMessages.idTooLarge });
    expect(issuesOf(createOrderBodySchema, { ...order, customer_id: tooLarge, products: [{ id: tooLarge, quantity: 1 }] })).toEqual({
      customer_id: inputMessages.idTooLarge,
      'products.0.id': inputMessages.idTooLarge,
    });
    expect(issuesOf(waveMakeBodySchema, { order_id: largestId, phone: '771234567' })).toEqual({});
  });
});
