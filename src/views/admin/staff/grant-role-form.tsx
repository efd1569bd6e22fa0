import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { grantStaffBodySchema, staffRoles, type GrantStaffBody, type StaffMember } from '../../../domain/admin';
import { AdminField } from '../shared/admin-field';
import { cardClass, primaryButton } from '../shared/styles';
import { useRoleWords } from './role-words';

/** Gives a role to a phone number (the server creates the account if nobody signed in with it yet). */
export function GrantRoleForm({ grant }: { grant: UseMutationResult<StaffMember, Error, GrantStaffBody> }) {
  const roleName = useRoleWords();
  const resolver = useMemo(() => zodResolver(grantStaffBodySchema), []);
  const { register, handleSubmit, reset, formState } = useForm<GrantStaffBody>({
    resolver,
    defaultValues: { phone: '+221', role: 'staff' },
  });
  const submit = handleSubmit((body) => grant.mutate(body, { onSuccess: () => reset() }));
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className={`${cardClass} mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end`}
    >
      <AdminField label={<Trans>Phone number</Trans>} error={formState.errors.phone?.message}>
        {(control) => <input {...control} {...register('phone')} type="tel" dir="ltr" autoComplete="off" inputMode="tel" />}
      </AdminField>
      <AdminField label={<Trans>Role</Trans>} error={formState.errors.role?.message}>
        {(control) => (
          <select {...control} {...register('role')}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <button type="submit" className={primaryButton} disabled={grant.isPending}>
        <Trans>Grant the role</Trans>
      </button>
    </form>
  );
}
