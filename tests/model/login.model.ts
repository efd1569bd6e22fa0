import { fromCallback } from 'xstate';
import type { ModelOptions } from './paths';
import { IdentityServiceUnreachable, loginMachine, type CodeCheck, type LoginEvent, type LoginStart } from '../../src/machines/login';

// The sign-in's model, per start page and `?returnTo=`: what the path tests (login.test.ts, which records
// the reloads) and the flow studio's path list generate from.
export const profile = { fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address: 'Rue 10, Médina, Dakar' };
const named = { uid: 'uid-awa', displayName: 'Awa Diop' };
const unnamed = { uid: 'uid-awa', displayName: null };
const verified = (user: typeof named | typeof unnamed): CodeCheck => ({ kind: 'verified', user });

export function loginModelOf(start: LoginStart, returnTo: string | undefined): ModelOptions<typeof loginMachine> {
  return {
    name: 'login',
    machine: loginMachine,
    input: { start, returnTo },
    // The reCAPTCHA watcher sends nothing by itself; the reload does nothing here (the path tests record it).
    // The session watcher's USER_CHANGED events are supplied below.
    provide: {
      actors: { recaptchaExpiry: fromCallback<LoginEvent>(() => undefined), sessionWatch: fromCallback<LoginEvent>(() => undefined) },
      actions: { reloadTo: () => undefined },
    },
    // The countdown runs on the code screen only, and ends once per arrival there: once it has, none is running.
    filterEvents: (snapshot, event) =>
      !(event.type.startsWith('xstate.done.actor.resendCountdown') && (snapshot.context.resendAllowed || !snapshot.matches('codeEntry'))),
    events: {
      SUBMIT_PHONE: [
        { type: 'SUBMIT_PHONE', country: 'SN', number: '77 123 45 67' },
        { type: 'SUBMIT_PHONE', country: 'SN', number: '7712345' },
      ],
      SUBMIT_CODE: [{ type: 'SUBMIT_CODE', code: '123456' }],
      REGISTER: [{ type: 'REGISTER', profile }],
      USER_CHANGED: [
        { type: 'USER_CHANGED', user: null },
        { type: 'USER_CHANGED', user: unnamed },
        { type: 'USER_CHANGED', user: named },
      ],
      'xstate.done.actor.sendCode': [{ type: 'xstate.done.actor.sendCode', output: { verificationId: 'verification-1' } }],
      'xstate.error.actor.sendCode': [
        { type: 'xstate.error.actor.sendCode', error: new Error('auth/too-many-requests') },
        { type: 'xstate.error.actor.sendCode', error: new IdentityServiceUnreachable() },
      ],
      RETRY: [{ type: 'RETRY' }],
      'xstate.done.actor.confirmCode': [
        { type: 'xstate.done.actor.confirmCode', output: { kind: 'rejected' } satisfies CodeCheck },
        { type: 'xstate.done.actor.confirmCode', output: verified(named) },
        { type: 'xstate.done.actor.confirmCode', output: verified(unnamed) },
      ],
      'xstate.error.actor.confirmCode': [
        { type: 'xstate.error.actor.confirmCode', error: new Error('auth/internal-error') },
        { type: 'xstate.error.actor.confirmCode', error: new IdentityServiceUnreachable() },
      ],
      'xstate.done.actor.resendCode': [{ type: 'xstate.done.actor.resendCode', output: { verificationId: 'verification-1' } }],
      'xstate.error.actor.resendCode': [
        { type: 'xstate.error.actor.resendCode', error: new Error('auth/too-many-requests') },
        { type: 'xstate.error.actor.resendCode', error: new IdentityServiceUnreachable() },
      ],
      'xstate.done.actor.register': [{ type: 'xstate.done.actor.register', output: undefined }],
      'xstate.done.actor.resendCountdown': [{ type: 'xstate.done.actor.resendCountdown', output: undefined }],
      'xstate.error.actor.register': [{ type: 'xstate.error.actor.register', error: new Error('HTTP 500') }],
    },
  };
}
