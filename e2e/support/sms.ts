/**
 * The Firebase Auth emulator seen from the tests: the SMS codes it "sent" (read from its REST
 * endpoint, never from a real phone) and fresh Senegalese numbers so tests never share an account.
 */
import { randomInt } from 'node:crypto';

export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: the sign-in tests need the Firebase Auth emulator (npm run test:e2e starts one).',
    );
  return host;
}

const projectId = () => process.env.FIREBASE_PROJECT_ID ?? 'demo-baobab';

/** A Senegalese mobile nobody used before, as typed in the phone field ("77…") and in E.164. */
export function freshSenegalMobile(): { national: string; e164: string } {
  const national = `77${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return { national, e164: `+221${national}` };
}

interface SentCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

async function sentCodes(phoneNumber: string): Promise<SentCode[]> {
  const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${projectId()}/verificationCodes`);
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status} for its verification codes.`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: SentCode[] };
  return verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber);
}

/**
 * The SMS inbox of one number: `nextCode()` waits for a code it has not returned before (nor was
 * there when the inbox was opened), so a second sign-in with the same number reads the new code.
 * Codes are told apart by their session: the emulator forgets a code once it has been used.
 */
export async function smsInbox(phoneNumber: string) {
  const seen = new Set((await sentCodes(phoneNumber)).map((entry) => entry.sessionInfo));
  return {
    async nextCode(timeoutMs = 15_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const next = (await sentCodes(phoneNumber)).find((entry) => !seen.has(entry.sessionInfo));
        if (next) {
          seen.add(next.sessionInfo);
          return next.code;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No SMS code reached ${phoneNumber} within ${timeoutMs} ms.`);
    },
  };
}
