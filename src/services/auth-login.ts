import { fromCallback, fromPromise } from 'xstate';
import type { CustomerProfile } from '../domain/customer';
import { IdentityServiceUnreachable, loginMachine, type LoginEvent } from '../machines/login';
import { registerCustomer } from './customers';
import { loadFirebase } from './firebase';
import { confirmSignInCode, onRecaptchaExpired, sendSignInCode } from './firebase-phone-sign-in';

// What Firebase Auth throws when its service (or the local Auth emulator) does not answer at all.
const unreachableCodes = new Set(['auth/network-request-failed', 'auth/timeout']);

const codeOf = (error: unknown): string => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

/** Runs a call to the sign-in service; not reaching it (or not loading its SDK) is an IdentityServiceUnreachable. */
async function reachingIdentityService<T>(call: () => Promise<T>): Promise<T> {
  await loadFirebase().catch((error: unknown) => {
    throw new IdentityServiceUnreachable({ cause: error });
  });
  try {
    return await call();
  } catch (error) {
    if (unreachableCodes.has(codeOf(error))) throw new IdentityServiceUnreachable({ cause: error });
    throw error;
  }
}

/** The login machine with Firebase and the shop API behind it. */
export const loginLogic = loginMachine.provide({
  actors: {
    sendCode: fromPromise(({ input }: { input: { phoneNumber: string } }) =>
      reachingIdentityService(() => sendSignInCode(input.phoneNumber)),
    ),
    confirmCode: fromPromise(({ input }: { input: { verificationId: string; code: string } }) =>
      reachingIdentityService(() => confirmSignInCode(input.verificationId, input.code)),
    ),
    register: fromPromise(async ({ input }: { input: CustomerProfile }) => {
      await registerCustomer(input);
    }),
    recaptchaExpiry: fromCallback<LoginEvent>(({ sendBack }) => onRecaptchaExpired(() => sendBack({ type: 'RECAPTCHA_EXPIRED' }))),
  },
  actions: {
    // A full reload, so every part of the shop starts over with the new display name (spec §2). The
    // path is the machine's returnTo, a same-site page by construction.
    reloadTo: (_, { path }) => location.assign(path),
  },
});
