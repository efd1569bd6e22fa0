import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { StaffRole } from '../../../domain/admin';

const roleWords: Record<StaffRole, MessageDescriptor> = {
  admin: msg`Administrator (everything, staff included)`,
  staff: msg`Staff (orders, bookings, messages, catalogue)`,
};

export function useRoleWords(): (role: StaffRole) => string {
  const { i18n } = useLingui();
  return (role) => i18n._(roleWords[role]);
}
