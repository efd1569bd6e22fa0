import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactMessages, contactRequestOf, contactRequestSchema } from './contact';
import { fieldMessages } from './contact-fields';

const form = { fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', country_id: '', phone: '771234567', message: 'Bonjour' };

describe('contact form (spec §5)', () => {
  it('accepts a complete form without a country', () => expect(contactFormSchema.safeParse(form).success).toBe(true));

  it.each([
    ['fname', 'Awa3', fieldMessages.fnameLetters],
    ['fname', '', fieldMessages.required],
    ['lname', 'Diop!', fieldMessages.lnameLetters],
    ['email', 'awa@example', contactMessages.invalidEmail],
    ['email', '', fieldMessages.required],
    ['phone', '77-123', fieldMessages.phoneDigits],
    ['phone', '', fieldMessages.required],
    ['message', '  ', fieldMessages.required],
    ['message', 'x'.repeat(2001), fieldMessages.tooLong],
  ])('%s = %j → %s', (field, value, message) => {
    const issues = contactFormSchema.safeParse({ ...form, [field]: value }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it('turns the form into the payload of spec §3', () => {
    expect(contactRequestOf(form)).toEqual({ ...form, country_id: null });
    expect(contactRequestOf({ ...form, country_id: '1' }).country_id).toBe(1);
  });

  it.each([null, undefined, 1])('the API takes country_id %j', (country_id) => {
    expect(contactRequestSchema.safeParse({ ...form, country_id }).success).toBe(true);
  });
  it('the API refuses a country id that is not a positive integer', () => {
    expect(contactRequestSchema.safeParse({ ...form, country_id: 'SN' }).success).toBe(false);
  });
});
