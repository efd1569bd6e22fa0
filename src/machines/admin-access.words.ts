import type { AdminAccessEvent } from './admin-access';
import type { MachineWords } from './words';

// Beside the machine, not in it: the back office's chunk has the machine, only the flow studio needs these words.
export const adminAccessWords: MachineWords<AdminAccessEvent['type']> = {
  summary: 'Who may enter the back office.',
  events: {
    USER_CHANGED: 'Someone signs in or out',
    ARRIVED: 'The staff member opens a page of the back office',
    CHECK_AGAIN: 'The staff member says they have just been given a role',
    RETRY: 'The staff member tries again',
    SIGN_OUT: 'The staff member signs out',
  },
  guards: {
    nobody: 'nobody is signed in',
    isStaff: 'the account has a role',
    noRole: 'the account has no role',
  },
  actors: {
    sessionWatch: 'watching who is signed in',
    fetchAccess: "asking the server for the account's role",
    refreshRole: 'getting a new ID token',
  },
};
