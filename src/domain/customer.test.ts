import { describe, expect, it } from 'vitest';
import { customerPayloadSchema, customerProfileSchema, displayNameOf, initialsOf } from './customer';

const profile = { fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address: 'Rue 10, Médina, Dakar' };

describe('customer profile', () => {
  it('accepts the four fields, trimmed', () => {
    expect(customerProfileSchema.parse({ ...profile, fname: '  Awa ' })).toEqual(profile);
  });

  it.each(['fname', 'lname', 'email', 'address'] as const)('requires %s', (field) => {
    const result = customerProfileSchema.safeParse({ ...profile, [field]: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('refuses an email without a domain', () => {
    expect(customerProfileSchema.safeParse({ ...profile, email: 'awa@' }).success).toBe(false);
  });

  it('refuses over-long text', () => {
    expect(customerProfileSchema.safeParse({ ...profile, address: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('customer payload', () => {
  it('needs the uid and an E.164 phone number', () => {
    expect(customerPayloadSchema.safeParse({ ...profile, auth_id: 'uid-1', phone: '+221771234567' }).success).toBe(true);
    expect(customerPayloadSchema.safeParse({ ...profile, auth_id: '', phone: '+221771234567' }).success).toBe(false);
    expect(customerPayloadSchema.safeParse({ ...profile, auth_id: 'uid-1', phone: '77 123 45 67' }).success).toBe(false);
  });
});

describe('names', () => {
  it('makes the display name from first and last name', () => {
    expect(displayNameOf({ fname: ' Awa', lname: 'Diop ' })).toBe('Awa Diop');
  });

  it.each([
    ['Awa Diop', 'AD'],
    ['awa diop', 'AD'],
    ['Mame Diarra Bousso Ndiaye', 'MN'],
    ['Awa', 'A'],
    ['  Émile   Ba ', 'ÉB'],
    ['', ''],
  ])('shows %j as the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
