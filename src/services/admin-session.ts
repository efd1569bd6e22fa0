import { fromPromise } from 'xstate';
import { adminMeResponseSchema } from '../domain/admin';
import { adminAccessMachine, type AdminAccessEvent, type StaffAccess } from '../machines/admin-access';
import { adminApi, statusOf } from './admin-api';
import { loadFirebase } from './firebase';
import { sessionWatch, type RootSystem } from './session-watch';

/** GET /api/admin/me: the staff member; `refused` when the account has no role (403); `ended` when the server no longer accepts the account's session (401: its role was revoked, which signs it out). */
async function fetchAccess(): Promise<StaffAccess> {
  try {
    return { kind: 'staff', me: adminMeResponseSchema.parse(await adminApi.get('admin/me').json()).data };
  } catch (error) {
    if (statusOf(error) === 403) return { kind: 'refused' };
    if (statusOf(error) === 401) return { kind: 'ended' };
    throw error;
  }
}

/**
 * The back office's access machine with the session and the API behind it. A role granted while the person
 * was signed in reaches the server only in a new ID token (the role is a claim of the token): `refreshRole`
 * asks Firebase for one before the server is asked again.
 */
export function adminAccessLogic(rootSystem: RootSystem) {
  return adminAccessMachine.provide({
    actors: {
      sessionWatch: sessionWatch(rootSystem, (session): AdminAccessEvent => ({
        type: 'USER_CHANGED',
        uid: session.context.user?.uid ?? null,
      })),
      fetchAccess: fromPromise(fetchAccess),
      refreshRole: fromPromise(async () => {
        const { auth } = await loadFirebase();
        await auth.currentUser?.getIdToken(true);
      }),
    },
    actions: { signOut: () => rootSystem.get('session')?.send({ type: 'SIGN_OUT' }) },
  });
}
