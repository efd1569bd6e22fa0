import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AdminMe } from '../domain/admin';

/**
 * Who may enter the back office (/admin), and which of its pages shows:
 *
 *   identifying --USER_CHANGED nobody--> signedOut --USER_CHANGED someone--> checking
 *   checking --staff--> allowed | --no role (403)--> notStaff | --session refused (401)--> ended | --failed--> unavailable
 *   notStaff --CHECK_AGAIN--> refreshingRole --> checking        unavailable --RETRY--> checking
 *   ended --SIGN_OUT--> signingOut --USER_CHANGED nobody--> signedOut
 *
 * The session reaches it through the invoked `sessionWatch` (a change of account asks the server again; signing
 * out anywhere closes the back office). The server checks the role on every call as well: this gate only spares
 * a shopper pages that would refuse everything. Effects are provided with `.provide()` (src/services/admin-session.ts).
 */
export type AdminAccessEvent =
  /** Who is signed in, once the session knows (uid null: nobody). */
  | { type: 'USER_CHANGED'; uid: string | null }
  /** The browser arrived at a page of the back office (a link, Back, a reload). */
  | { type: 'ARRIVED'; path: string }
  /** Someone refused says they have just been given a role. */
  | { type: 'CHECK_AGAIN' }
  /** Ask again after the server could not answer. */
  | { type: 'RETRY' }
  /** Sign out of a session the server no longer accepts. */
  | { type: 'SIGN_OUT' };

/** What the server says of the signed-in account: staff (with their identity), no role (403), or a session it refuses (401). */
export type StaffAccess = { kind: 'staff'; me: AdminMe } | { kind: 'refused' } | { kind: 'ended' };

export interface AdminAccessContext {
  uid: string | null;
  me: AdminMe | null;
  /** The back-office page to show once allowed (null before the browser has said where it is). */
  page: string | null;
}

export const adminHome = '/admin/dashboard';
const catalogueHome = '/admin/catalogue/products';
const sections = new Set(['dashboard', 'orders', 'bookings', 'messages', 'catalogue', 'staff']);
const catalogueParts = new Set(['products', 'services', 'events', 'shops', 'fees']);

/** The page shown for an address of the back office: an unknown section opens the dashboard, an unknown part of the catalogue its products. */
export function adminPageOf(path: string): string {
  const page = path.replace(/\/+$/, '');
  const [, , section, part] = page.split('/');
  if (!section || !sections.has(section)) return adminHome;
  if (section === 'catalogue' && (!part || !catalogueParts.has(part))) return catalogueHome;
  return page;
}

const notProvided = (name: string) => () => {
  throw new Error(`admin access machine: provide the "${name}" implementation`);
};

export const adminAccessMachine = setup({
  types: {
    context: {} as AdminAccessContext,
    events: {} as AdminAccessEvent,
  },
  actors: {
    /** Sends USER_CHANGED once the session knows who is signed in, then on every change of account. */
    sessionWatch: fromCallback<AdminAccessEvent>(() => undefined),
    /** GET /api/admin/me: the account's role, as the server sees its ID token. */
    fetchAccess: fromPromise<StaffAccess, { uid: string }>(notProvided('fetchAccess')),
    /** A role granted while signed in is a claim of a new ID token only: asks Firebase for one. */
    refreshRole: fromPromise<void>(notProvided('refreshRole')),
  },
  actions: {
    /** Signs the account out through the session (which then tells USER_CHANGED nobody). */
    signOut: notProvided('signOut'),
    storeUser: assign({ uid: ({ event }) => (event.type === 'USER_CHANGED' ? event.uid : null), me: null }),
    storeMe: assign({ me: (_, params: { access: StaffAccess }) => (params.access.kind === 'staff' ? params.access.me : null) }),
    storePage: assign({ page: ({ event }) => (event.type === 'ARRIVED' ? adminPageOf(event.path) : null) }),
  },
  guards: {
    nobody: ({ event }) => event.type === 'USER_CHANGED' && event.uid === null,
    isStaff: (_, params: { access: StaffAccess }) => params.access.kind === 'staff',
    noRole: (_, params: { access: StaffAccess }) => params.access.kind === 'refused',
  },
}).createMachine({
  id: 'adminAccess',
  description: 'Who may enter the back office, and which of its pages shows.',
  context: { uid: null, me: null, page: null },
  invoke: { id: 'sessionWatch', src: 'sessionWatch' },
  initial: 'identifying',
  on: {
    USER_CHANGED: [
      { guard: 'nobody', target: '.signedOut', actions: 'storeUser' },
      // Signed in, or another account: its role is asked afresh.
      { target: '.checking', actions: 'storeUser' },
    ],
    // The page asked for is remembered; an unknown one becomes the dashboard (or the catalogue's products).
    ARRIVED: { actions: 'storePage' },
  },
  states: {
    identifying: { description: 'Waiting to learn who is signed in.' },
    signedOut: { description: 'Nobody is signed in: the staff member is asked to sign in by phone, coming back to the page asked for.' },
    checking: {
      description: 'Asking the server whether this account has a role.',
      invoke: {
        id: 'fetchAccess',
        src: 'fetchAccess',
        input: ({ context }) => ({ uid: context.uid ?? '' }),
        onDone: [
          {
            guard: { type: 'isStaff', params: ({ event }) => ({ access: event.output }) },
            target: 'allowed',
            actions: { type: 'storeMe', params: ({ event }) => ({ access: event.output }) },
          },
          { guard: { type: 'noRole', params: ({ event }) => ({ access: event.output }) }, target: 'notStaff' },
          { target: 'ended' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    allowed: { description: 'A member of the staff: the back office shows, with the sections their role opens.' },
    notStaff: {
      description: 'Signed in without a role: access is refused, in words; someone just given a role may check again.',
      on: { CHECK_AGAIN: { target: 'refreshingRole' } },
    },
    refreshingRole: {
      description: 'Getting a new ID token, which carries a role given since the last one.',
      invoke: { id: 'refreshRole', src: 'refreshRole', onDone: { target: 'checking' }, onError: { target: 'checking' } },
    },
    ended: {
      description:
        'The server no longer accepts this session (a role taken back signs the account out): the staff member is asked to sign out.',
      on: { SIGN_OUT: { target: 'signingOut' } },
    },
    signingOut: { description: 'Signing out; the sign-in offer follows.', entry: 'signOut' },
    unavailable: {
      description: 'The server could not say who this is: the staff member may try again.',
      on: { RETRY: { target: 'checking' } },
    },
  },
});
