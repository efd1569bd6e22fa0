import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMeResponseSchema, type AdminMe } from '../domain/admin';
import { adminApi, adminKey, statusOf } from './adminApi';
import { loadFirebase } from './firebase';

/**
 * Who the back office is talking to: the staff member; `refused` when the account has no role (403);
 * `ended` when the server no longer accepts the account's session (401: its role was revoked, which signs it out).
 */
export type StaffAccess = { kind: 'staff'; me: AdminMe } | { kind: 'refused' } | { kind: 'ended' };

async function fetchAccess(): Promise<StaffAccess> {
  try {
    return { kind: 'staff', me: adminMeResponseSchema.parse(await adminApi.get('admin/me').json()).data };
  } catch (error) {
    if (statusOf(error) === 403) return { kind: 'refused' };
    if (statusOf(error) === 401) return { kind: 'ended' };
    throw error;
  }
}

/** The signed-in account's role in the back office (`uid` null: nobody signed in, nothing asked). */
export function useStaffAccess(uid: string | null) {
  return useQuery({ queryKey: adminKey(uid, 'me'), queryFn: fetchAccess, enabled: uid !== null, staleTime: 60_000 });
}

/**
 * A role granted while the person was signed in reaches the server only in a new ID token (the role is a
 * claim of the token): this asks Firebase for one, then asks the server again who is there.
 */
export function useCheckRoleAgain(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { auth } = await loadFirebase();
      await auth.currentUser?.getIdToken(true);
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKey(uid, 'me') }),
  });
}
