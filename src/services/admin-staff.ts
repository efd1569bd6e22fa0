import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffListResponseSchema, staffMemberResponseSchema, type GrantStaffBody } from '../domain/admin';
import { adminApi, adminDelete, adminKey } from './admin-api';
import { adminCall } from './admin-errors';

export function useStaffList(uid: string | null) {
  return useQuery({
    queryKey: adminKey(uid, 'staff'),
    queryFn: async () => staffListResponseSchema.parse(await adminApi.get('admin/staff').json()).data,
    enabled: uid !== null,
    staleTime: 0,
  });
}

/** Grants (or changes) a role; revokes one. Either way the list is asked again. */
export function useStaffChanges(uid: string | null) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKey(uid, 'staff') });
  const grant = useMutation({
    mutationFn: (body: GrantStaffBody) =>
      adminCall(async () => staffMemberResponseSchema.parse(await adminApi.post('admin/staff', { json: body }).json()).data),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (memberUid: string) => adminCall(async () => void (await adminDelete(`admin/staff/${encodeURIComponent(memberUid)}`))),
    onSettled: refresh,
  });
  return { grant, revoke };
}
