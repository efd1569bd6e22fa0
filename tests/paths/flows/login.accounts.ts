// The Auth emulator's accounts as the outside world leaves them for a sign-in: an account registered earlier,
// one the shop's admins disabled, one protected by a second factor. Set through the emulator's admin API
// (as Firebase's console would), never by intercepting what the shop asks.
import { authEmulatorHost } from '../../../e2e/support/sms';

const projectId = () => process.env.FIREBASE_PROJECT_ID ?? 'demo-baobab';

async function admin<T>(operation: string, body: object): Promise<T> {
  const response = await fetch(`http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status} to ${operation}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function accountOf(phoneNumber: string): Promise<string | null> {
  const { users } = await admin<{ users?: Array<{ localId: string }> }>('accounts:lookup', { phoneNumber: [phoneNumber] });
  return users?.[0]?.localId ?? null;
}

/** What the account of a phone number is like when the shopper signs in with it. */
export interface AccountShape {
  /** The name the account was registered with (null: never registered). */
  displayName: string | null;
  disabled: boolean;
  /** An SMS second factor: the emulator then refuses to send a sign-in code to this number. */
  secondFactor: boolean;
}

/** Gives the phone number's account this shape, creating the account when it has none. */
export async function shapeAccount(phoneNumber: string, shape: AccountShape): Promise<void> {
  const localId = (await accountOf(phoneNumber)) ?? (await admin<{ localId: string }>('accounts', { phoneNumber })).localId;
  await admin('accounts:update', {
    localId,
    disableUser: shape.disabled,
    ...(shape.displayName ? { displayName: shape.displayName } : { deleteAttribute: ['DISPLAY_NAME'] }),
    mfa: shape.secondFactor
      ? { enrollments: [{ phoneInfo: '+221700000000', mfaEnrollmentId: 'second-factor', displayName: 'phone' }] }
      : {},
  });
}

/** Only when the number already has an account: its shape otherwise is the fresh account's. */
export async function reshapeIfAny(phoneNumber: string, shape: AccountShape): Promise<void> {
  if (await accountOf(phoneNumber)) await shapeAccount(phoneNumber, shape);
}
