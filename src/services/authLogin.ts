import { fromCallback, fromPromise } from 'xstate';
import type { CustomerProfile } from '../domain/customer';
import { loginMachine, type LoginEvent } from '../machines/login';
import { registerCustomer } from './customers';
import { confirmSignInCode, onRecaptchaExpired, sendSignInCode } from './firebase';

/** The login machine with Firebase and the shop API behind it. */
export const loginLogic = loginMachine.provide({
  actors: {
    sendCode: fromPromise(({ input }: { input: { phoneNumber: string } }) => sendSignInCode(input.phoneNumber)),
    confirmCode: fromPromise(({ input }: { input: { verificationId: string; code: string } }) =>
      confirmSignInCode(input.verificationId, input.code),
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
