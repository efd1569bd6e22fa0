import { fromCallback } from 'xstate';
import type { ModelOptions } from './paths';
import { adminAccessMachine, type AdminAccessEvent } from '../../src/machines/admin-access';
import type { AdminMe } from '../../src/domain/admin';

// The back office's access gate: what the path tests (admin-access.test.ts), the flow studio's path list and
// the browser paths (tests/paths/flows/admin-access.ts) generate from. The session watch is a callback actor:
// its USER_CHANGED events are supplied below.
export const staffUid = 'uid-staff';
export const staffMe: AdminMe = { uid: staffUid, phone: '+221771234567', role: 'staff' };

export const adminAccessModel: ModelOptions<typeof adminAccessMachine> = {
  name: 'adminAccess',
  machine: adminAccessMachine,
  provide: { actors: { sessionWatch: fromCallback<AdminAccessEvent>(() => undefined) }, actions: { signOut: () => undefined } },
  events: {
    USER_CHANGED: [
      { type: 'USER_CHANGED', uid: staffUid },
      { type: 'USER_CHANGED', uid: null },
    ],
    // The back office's own address: its unknown pages become the dashboard (adminPageOf is tested on its own).
    ARRIVED: [{ type: 'ARRIVED', path: '/admin' }],
    'xstate.done.actor.fetchAccess': [
      { type: 'xstate.done.actor.fetchAccess', output: { kind: 'staff', me: staffMe } },
      { type: 'xstate.done.actor.fetchAccess', output: { kind: 'refused' } },
      { type: 'xstate.done.actor.fetchAccess', output: { kind: 'ended' } },
    ],
    'xstate.error.actor.fetchAccess': [{ type: 'xstate.error.actor.fetchAccess', error: new TypeError('Failed to fetch') }],
    'xstate.done.actor.refreshRole': [{ type: 'xstate.done.actor.refreshRole', output: undefined }],
    'xstate.error.actor.refreshRole': [{ type: 'xstate.error.actor.refreshRole', error: new TypeError('Failed to fetch') }],
  },
  describeEvent: (event) => {
    const { type, output, error, uid, path } = event as {
      type: string;
      output?: { kind?: string };
      error?: unknown;
      uid?: string | null;
      path?: string;
    };
    if (output?.kind) return `${type} ${output.kind}`;
    if (error !== undefined) return `${type} ${error instanceof Error ? error.name : 'error'}`;
    if (uid !== undefined) return `${type} ${uid ?? 'nobody'}`;
    if (path !== undefined) return `${type} ${path}`;
    return type;
  },
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.uid, snapshot.context.me?.role ?? null, snapshot.context.page]),
};
