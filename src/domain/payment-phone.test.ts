import { describe, expect, it } from 'vitest';
import { paymentFormSchema, walletPhoneOf } from './payment-phone';

describe('walletPhoneOf', () => {
  it('gives Wave the 9 national digits of a Senegalese mobile, typed with or without +221', () => {
    expect(walletPhoneOf('wave', '77 123 45 67')).toEqual({ ok: true, channel: 'wave-senegal', country: 'SN', national: '771234567' });
    expect(walletPhoneOf('wave', '+221771234567')).toEqual({ ok: true, channel: 'wave-senegal', country: 'SN', national: '771234567' });
  });

  it('routes Orange Money to the Senegal SoftPay channel', () => {
    expect(walletPhoneOf('orange_money', '+221 76 123 45 67')).toMatchObject({
      ok: true,
      channel: 'new-orange-money-senegal',
      national: '761234567',
    });
  });

  it('refuses MTN for a Senegalese number, and routes Côte d’Ivoire and Benin numbers to their MTN channel', () => {
    expect(walletPhoneOf('mtn', '77 123 45 67')).toEqual({ ok: false, reason: 'mtn_not_in_senegal' });
    expect(walletPhoneOf('mtn', '+225 07 01 23 45 67')).toEqual({ ok: true, channel: 'mtn-ci', country: 'CI', national: '0701234567' });
    expect(walletPhoneOf('mtn', '+229 01 97 12 34 56')).toEqual({ ok: true, channel: 'mtn-benin', country: 'BJ', national: '0197123456' });
  });

  it('refuses MTN numbers of countries PayDunya does not route, and foreign numbers for Senegal wallets', () => {
    expect(walletPhoneOf('mtn', '+33 6 12 34 56 78')).toEqual({ ok: false, reason: 'mtn_country_unsupported' });
    expect(walletPhoneOf('wave', '+225 07 01 23 45 67')).toEqual({ ok: false, reason: 'not_senegalese' });
  });

  it('refuses landlines, short numbers and text', () => {
    expect(walletPhoneOf('wave', '33 821 00 00')).toEqual({ ok: false, reason: 'invalid' });
    expect(walletPhoneOf('wave', '77 123')).toEqual({ ok: false, reason: 'invalid' });
    expect(walletPhoneOf('orange_money', 'not a number')).toEqual({ ok: false, reason: 'invalid' });
    expect(walletPhoneOf('wave', '')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('paymentFormSchema', () => {
  const problem = (payment: 'wave' | 'mtn' | 'mastercard', phoneNumber: string) =>
    paymentFormSchema.safeParse({ payment, phoneNumber }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('needs a fitting number for wallets, none for a card', () => {
    expect(problem('wave', '')).toEqual([['phoneNumber', 'missing']]);
    expect(problem('mtn', '77 123 45 67')).toEqual([['phoneNumber', 'mtn_not_in_senegal']]);
    expect(problem('wave', '77 123 45 67')).toBeUndefined();
    expect(problem('mastercard', '')).toBeUndefined();
  });
});
