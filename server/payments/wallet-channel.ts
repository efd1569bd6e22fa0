/** The wallet number a payment is sent to, checked against the method's rules before anything is created. */
import { isWalletMethod, type PaymentMethod } from '../../src/domain/payment';
import { walletPhoneOf, walletPhoneProblemMessages, type WalletChannel } from '../../src/domain/payment-phone';
import { HttpError } from '../errors';

/** Checks the wallet number for the method before anything is created; card payments need none. */
export function walletChannelOrThrow(
  method: PaymentMethod,
  phone: string | undefined,
): { channel: WalletChannel; national: string } | null {
  if (!isWalletMethod(method)) return null;
  if (!phone)
    throw new HttpError(400, 'InvalidWalletPhone', 'A phone number is required to pay with a mobile wallet.', {
      reason: 'missing',
      field: 'phone',
    });
  const wallet = walletPhoneOf(method, phone);
  if (!wallet.ok)
    throw new HttpError(400, 'InvalidWalletPhone', walletPhoneProblemMessages[wallet.reason], { reason: wallet.reason, field: 'phone' });
  return { channel: wallet.channel, national: wallet.national };
}
