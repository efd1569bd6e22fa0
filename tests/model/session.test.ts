import { expect } from 'vitest';
import { describeModel } from './harness';
import { sessionModel } from './session.model';
import { sessionMachine } from '../../src/machines/session';

type Snapshot = ReturnType<typeof sessionMachine.transition>;

describeModel({
  ...sessionModel,
  check: (snapshot: Snapshot, { event, previous, invocations }) => {
    const { user, customer } = snapshot.context;

    // Loading lasts until Firebase tells the auth state for the first time (spec §4).
    if (!previous) expect(snapshot.value).toBe('loading');
    if (event.type === 'AUTH_CHANGED') expect(snapshot.matches('loading')).toBe(false);

    if (snapshot.matches('signedOut') || snapshot.matches('loading')) {
      expect(user).toBeNull();
      expect(customer).toBeNull();
    }
    if (snapshot.matches('signedIn') || snapshot.matches('signingOut')) expect(user).not.toBeNull();

    // Without a display name a shopper has to register (the app sends them to /auth/register); staff never.
    if (snapshot.matches('signedIn')) expect(snapshot.matches({ signedIn: 'noProfile' })).toBe(!user?.displayName && user?.staff !== true);

    // The customer is only ever the signed-in user's own, picked by auth_id.
    if (customer) expect(customer.auth_id).toBe(user?.uid);
    if (snapshot.matches({ signedIn: 'noProfile' })) expect(customer).toBeNull();

    // The record is asked for the user who is signed in.
    if (snapshot.matches({ signedIn: { profile: 'loadingCustomer' } })) {
      expect(invocations.at(-1)).toMatchObject({ src: 'fetchCustomer', input: { uid: user?.uid } });
    }
    if (snapshot.matches('signingOut')) expect(invocations.at(-1)).toMatchObject({ src: 'signOut' });
  },
});
