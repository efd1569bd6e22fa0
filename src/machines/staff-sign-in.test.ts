import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { loginMachine, type CodeCheck, type LoginEvent } from './login';
import { sessionMachine, type SessionEvent, type SessionUser } from './session';
import type { Customer } from '../domain/customer';

// A staff number signing in for the first time: its account holds a role (custom claim) but no name, and it
// has no customer record. It goes on to the back office, never to the shopper's sign-up (a delivery address).
const newStaff = { uid: 'uid-moussa', displayName: null, staff: true };
const newShopper = { uid: 'uid-awa', displayName: null };

function loginAt(returnTo: string, check: CodeCheck) {
  const actor = createActor(
    loginMachine.provide({
      actors: {
        sendCode: fromPromise(async () => ({ verificationId: 'verification-1' })),
        confirmCode: fromPromise(async () => check),
        recaptchaExpiry: fromCallback<LoginEvent>(() => undefined),
        sessionWatch: fromCallback<LoginEvent>(() => undefined),
      },
      actions: { reloadTo: () => undefined },
    }),
    { input: { start: 'phoneEntry', returnTo } },
  ).start();
  return actor;
}

async function signIn(returnTo: string, check: CodeCheck) {
  const actor = loginAt(returnTo, check);
  actor.send({ type: 'SUBMIT_PHONE', country: 'SN', number: '77 123 45 67' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: 'SUBMIT_CODE', code: '123456' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return actor.getSnapshot();
}

describe('a new staff member signing in', () => {
  it('goes back to /admin, where the back office’s sign-in sent them, not to the registration form', async () => {
    const snapshot = await signIn('/admin', { kind: 'verified', user: newStaff });
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.returnTo).toBe('/admin');
  });

  it('a shopper without a name still registers', async () => {
    expect((await signIn('/admin', { kind: 'verified', user: newShopper })).matches('registration')).toBe(true);
  });

  it('another tab signing in a staff account does not pull this one to registration', () => {
    const actor = loginAt('/admin', { kind: 'rejected' });
    actor.send({ type: 'USER_CHANGED', user: newStaff });
    expect(actor.getSnapshot().matches('phoneEntry')).toBe(true);
    actor.send({ type: 'USER_CHANGED', user: newShopper });
    expect(actor.getSnapshot().matches('registration')).toBe(true);
  });

  it('the session does not send them to /auth/register: it goes on to their (absent) customer record', async () => {
    const session = createActor(
      sessionMachine.provide({
        actors: {
          authState: fromCallback<SessionEvent>(() => undefined),
          fetchCustomer: fromPromise(async (): Promise<Customer | null> => null),
        },
      }),
    ).start();
    const staffUser: SessionUser = { ...newStaff, phoneNumber: '+221776081481' };
    session.send({ type: 'AUTH_CHANGED', user: staffUser });
    expect(session.getSnapshot().matches({ signedIn: 'noProfile' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.getSnapshot().matches({ signedIn: { profile: 'ready' } })).toBe(true);
    expect(session.getSnapshot().context.customer).toBeNull();
    session.send({ type: 'AUTH_CHANGED', user: { ...staffUser, uid: 'uid-awa', staff: false } });
    expect(session.getSnapshot().matches({ signedIn: 'noProfile' })).toBe(true);
  });
});
