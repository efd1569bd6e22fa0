import type { SessionEvent } from './session';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const sessionWords: MachineWords<SessionEvent['type']> = {
  summary: 'Who is signed in, and their customer record; lives for the whole visit.',
  events: {
    AUTH_CHANGED: 'Someone signed in or out',
    SIGN_OUT: 'The shopper signs out',
    REFRESH_CUSTOMER: 'The customer record changed',
  },
  guards: {
    hasUser: 'someone is signed in',
    signedOutEvent: 'nobody is signed in any more',
    nameOrStaff: 'the account has a name, or is a staff member’s (staff register no delivery address)',
  },
  actors: {
    authState: 'watching who is signed in',
    fetchCustomer: 'loading the customer record',
    signOut: 'signing out',
  },
};
