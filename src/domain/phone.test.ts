import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry, isPhoneCountry, phoneCountries, phoneForDisplay, phoneInputMaxLength, signInPhoneNumber } from './phone';

describe('signInPhoneNumber', () => {
  it('starts in Senegal', () => {
    expect(defaultPhoneCountry).toBe('SN');
  });

  it.each([
    ['77 123 45 67', '+221771234567'],
    ['771234567', '+221771234567'],
    ['70 123 45 67', '+221701234567'],
    ['76 123 45 67', '+221761234567'],
    ['78 123 45 67', '+221781234567'],
    ['+221 77 123 45 67', '+221771234567'],
    ['00221 77 123 45 67', '+221771234567'],
    ['221771234567', '+221771234567'],
  ])('reads the Senegalese mobile %s as %s', (typed, e164) => {
    expect(signInPhoneNumber(typed)).toBe(e164);
  });

  it.each([
    ['an empty field', ''],
    ['letters', 'abcdefghi'],
    ['too few digits', '7712345'],
    ['too many digits', '77 123 45 678'],
    ['a prefix no operator uses', '99 123 45 67'],
    ['a Senegalese landline, which cannot receive an SMS', '33 821 00 00'],
    ['a country code alone', '+221'],
  ])('refuses %s', (_label, typed) => {
    expect(signInPhoneNumber(typed)).toBeNull();
  });

  it('keeps the country of an E.164 number whatever country is selected', () => {
    expect(signInPhoneNumber('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(signInPhoneNumber('+1 202 555 0125', 'SN')).toBe('+12025550125');
    expect(signInPhoneNumber('+44 7400 123456', 'SN')).toBe('+447400123456');
  });

  it('reads national digits in the selected country', () => {
    expect(signInPhoneNumber('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(signInPhoneNumber('06 12 34 56 78', 'SN')).toBeNull();
  });

  it('refuses text longer than the input allows', () => {
    expect(signInPhoneNumber(`77 123 45 67${' '.repeat(phoneInputMaxLength)}`)).toBeNull();
  });
});

describe('phone countries', () => {
  it('lists Senegal with its calling code, once', () => {
    const senegal = phoneCountries().filter(({ country }) => country === 'SN');
    expect(senegal).toEqual([{ country: 'SN', callingCode: '221' }]);
  });

  it('recognises country codes of the number plan only', () => {
    expect(isPhoneCountry('SN')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
  });
});

describe('phoneForDisplay (issue 21: the checkout prefilled "+221774123371")', () => {
  it('writes a Senegalese number in the national form with its spaces', () => {
    expect(phoneForDisplay('+221774123371')).toBe('77 412 33 71');
    expect(phoneForDisplay('+221338200000')).toBe('33 820 00 00');
  });

  it("writes another country's number in the international form, and leaves what is not a number alone", () => {
    expect(phoneForDisplay('+2250712345678')).toBe('+225 07 12 34 5678');
    expect(phoneForDisplay('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(phoneForDisplay('not a number')).toBe('not a number');
    expect(phoneForDisplay('')).toBe('');
  });
});
