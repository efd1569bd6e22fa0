import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod/mini';
import { isWalletMethod, paymentInfoSchema, type WalletMethod } from './payment';
import { signInPhoneNumber } from './phone';

/** PayDunya's SoftPay channel for each wallet; MTN depends on the number's country. */
export type WalletChannel = 'wave-senegal' | 'new-orange-money-senegal' | 'mtn-ci' | 'mtn-benin';

export type WalletPhone =
  | {
      ok: true;
      channel: WalletChannel;
      country: 'SN' | 'CI' | 'BJ';
      /** National digits without the country code, as PayDunya wants them. */ national: string;
    }
  | { ok: false; reason: WalletPhoneProblem };

export type WalletPhoneProblem =
  /** Not a mobile number at all. */
  | 'invalid'
  /** Wave and Orange Money here are their Senegal services. */
  | 'not_senegalese'
  /** MTN Mobile Money does not operate in Senegal. */
  | 'mtn_not_in_senegal'
  /** PayDunya routes MTN only for Côte d'Ivoire and Benin. */
  | 'mtn_country_unsupported';

const mtnChannels = { CI: 'mtn-ci', BJ: 'mtn-benin' } as const;

/**
 * Reads the wallet number a shopper typed (national Senegalese digits or any +country number) and says
 * which PayDunya channel takes it. A wallet is a mobile line: the same rule as sign-in numbers
 * (src/domain/phone.ts, full metadata, Senegal by default).
 */
export function walletPhoneOf(method: WalletMethod, raw: string): WalletPhone {
  const e164 = signInPhoneNumber(raw.trim());
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!parsed) return { ok: false, reason: 'invalid' };
  const country = parsed.country;
  const national = String(parsed.nationalNumber);
  if (method === 'mtn') {
    if (country === 'SN') return { ok: false, reason: 'mtn_not_in_senegal' };
    if (country === 'CI' || country === 'BJ') return { ok: true, channel: mtnChannels[country], country, national };
    return { ok: false, reason: 'mtn_country_unsupported' };
  }
  if (country !== 'SN') return { ok: false, reason: 'not_senegalese' };
  return { ok: true, channel: method === 'wave' ? 'wave-senegal' : 'new-orange-money-senegal', country, national };
}

/** The server's English explanation of a refused wallet number (the SPA shows its own translated text). */
export const walletPhoneProblemMessages: Record<WalletPhoneProblem, string> = {
  invalid: 'The wallet phone number is not a valid mobile number.',
  not_senegalese: 'Wave and Orange Money need a Senegalese mobile number (+221).',
  mtn_not_in_senegal:
    'MTN Mobile Money is not offered in Senegal: choose Wave or Orange Money, or use an MTN number from Côte d’Ivoire (+225) or Benin (+229).',
  mtn_country_unsupported: 'MTN Mobile Money is available for Côte d’Ivoire (+225) and Benin (+229) numbers only.',
};

/**
 * The payment step's form: a method, and for wallets a number that suits it. Issue messages are the
 * problem codes ('missing' or a WalletPhoneProblem); the view words them in the shopper's language.
 */
export const paymentFormSchema = paymentInfoSchema.check(
  z.superRefine((value, context) => {
    if (!isWalletMethod(value.payment)) return;
    if (value.phoneNumber.trim() === '') {
      context.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'missing' });
      return;
    }
    const wallet = walletPhoneOf(value.payment, value.phoneNumber);
    if (!wallet.ok) context.addIssue({ code: 'custom', path: ['phoneNumber'], message: wallet.reason });
  }),
);
