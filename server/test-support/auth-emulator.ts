/**
 * Real accounts in the Firebase Auth emulator, for API tests of token checks: users signed in by
 * phone (the emulator's REST API sends the "SMS" and shows its code), users without a phone, deletion.
 */
import { randomInt } from 'node:crypto';

/** host:port of the emulator; fails loudly rather than letting a suite look green without it. */
export function requireAuthEmulator(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: these tests check real ID tokens and need the Firebase Auth emulator ' +
        '(run them with `node scripts/with-emulator.mjs vitest run …`, or start the emulator and set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099).',
    );
  }
  return host;
}

export interface EmulatorUser {
  uid: string;
  idToken: string;
  phoneNumber: string | null;
}

async function call<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${requireAuthEmulator()}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A Senegalese mobile number nobody else in the emulator uses (+22177 and seven random digits). */
function randomSenegalMobile(): string {
  return `+22177${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** Signs in by phone exactly as the browser does: send the code, read it from the emulator, confirm it. */
export async function signInWithPhone(projectId: string, phoneNumber = randomSenegalMobile()): Promise<EmulatorUser> {
  const { sessionInfo } = await call<{ sessionInfo: string }>('accounts:sendVerificationCode', { phoneNumber });
  const codes = await fetch(`http://${requireAuthEmulator()}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes } = (await codes.json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const code = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`The Auth emulator shows no code for ${phoneNumber}.`);
  const signedIn = await call<{ localId: string; idToken: string; phoneNumber: string }>('accounts:signInWithPhoneNumber', {
    sessionInfo,
    code,
  });
  return { uid: signedIn.localId, idToken: signedIn.idToken, phoneNumber: signedIn.phoneNumber };
}

/** An account without a phone number (anonymous sign-up). */
export async function signUpWithoutPhone(): Promise<EmulatorUser> {
  const { localId, idToken } = await call<{ localId: string; idToken: string }>('accounts:signUp', { returnSecureToken: true });
  return { uid: localId, idToken, phoneNumber: null };
}

export async function deleteUser(user: EmulatorUser): Promise<void> {
  await call('accounts:delete', { idToken: user.idToken });
}

export const bearer = (user: EmulatorUser) => ({ authorization: `Bearer ${user.idToken}` });
