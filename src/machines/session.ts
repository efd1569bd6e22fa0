import { setup } from 'xstate';

// CONTRACT (owned by the sign-in issue, which adds the auth subscription, customer lookup and sign-out):
// states loading | signedOut | signedIn; context { user, customer }.
export interface SessionUser {
  uid: string;
  displayName: string | null;
  phoneNumber: string | null;
}

export const sessionMachine = setup({
  types: {
    context: {} as { user: SessionUser | null },
    events: {} as { type: 'SIGN_OUT' },
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  initial: 'signedOut',
  states: { signedOut: {} },
});
