import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMember } from '../../../domain/admin';
import { useStaffChanges, useStaffList } from '../../../services/admin-staff';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { FailureMessage } from '../shared/failure-message';
import { formatMixed } from '../shared/format';
import { cardClass, dangerButton, pageTitle } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { GrantRoleForm } from './grant-role-form';
import { useRoleWords } from './role-words';

/** /admin/staff (admins only): who has a role, granting one to a phone number, revoking one. */
export default function StaffSection() {
  const me = useAdminMe();
  const staff = useStaffList(me.uid);
  const changes = useStaffChanges(me.uid);
  const failed = changes.grant.error ?? changes.revoke.error;
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Staff</Trans>
      </h1>
      <GrantRoleForm grant={changes.grant} />
      {failed && (
        <div className="mb-4">
          <FailureMessage error={failed} />
        </div>
      )}
      {staff.isPending ? (
        <Loading />
      ) : staff.isError ? (
        <LoadFailed retry={() => void staff.refetch()} retrying={staff.isFetching}>
          <Trans>The staff list could not be loaded.</Trans>
        </LoadFailed>
      ) : (
        <ul className="flex flex-col gap-2">
          {staff.data.map((member) => (
            <StaffRow
              key={member.uid}
              member={member}
              isMe={member.uid === me.uid}
              onRevoke={() => changes.revoke.mutate(member.uid)}
              busy={changes.revoke.isPending}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function StaffRow({ member, isMe, onRevoke, busy }: { member: StaffMember; isMe: boolean; onRevoke: () => void; busy: boolean }) {
  const { t } = useLingui();
  const roleName = useRoleWords();
  const who = formatMixed(member.phone ?? member.uid, useLocale());
  return (
    <li className={`${cardClass} flex flex-wrap items-center justify-between gap-2`}>
      <span>
        <strong>{who}</strong> · {roleName(member.role)}
        {isMe && (
          <span className="text-stone-600">
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
      </span>
      {!isMe && (
        <button type="button" className={dangerButton} disabled={busy} onClick={onRevoke} aria-label={t`Revoke the role of ${who}`}>
          <Trans>Revoke</Trans>
        </button>
      )}
    </li>
  );
}
