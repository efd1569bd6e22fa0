// Accounts made as the sign-in pages make them, through the Auth emulator's REST API: a phone number signed in
// with the SMS code the emulator keeps, and the name the register page gives the account.
import { authEmulatorHost, smsInbox } from '../../../e2e/support/sms';

export interface Phone {
  national: string;
  e164: string;
}

const identity = (method: string) => `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=paths-test`;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a phone number in (the SMS code read from the emulator, as in the browser). */
export async function signInByPhone(phone: Phone): Promise<{ idToken: string; uid: string }> {
  const inbox = await smsInbox(phone.e164);
  const { sessionInfo } = await post<{ sessionInfo: string }>(identity('sendVerificationCode'), {
    phoneNumber: phone.e164,
    recaptchaToken: 'emulator',
  });
  const code = await inbox.nextCode();
  const { idToken, localId } = await post<{ idToken: string; localId: string }>(identity('signInWithPhoneNumber'), { sessionInfo, code });
  return { idToken, uid: localId };
}

/** The name the register page gives the account: signing in again in the browser then needs no registration. */
export async function nameAccount(idToken: string, displayName: string): Promise<void> {
  await post(identity('update'), { idToken, displayName });
}
