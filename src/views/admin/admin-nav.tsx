import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffRole } from '../../domain/admin';
import { CurrentLink } from './shared/current-link';

const navLook = (active: boolean) =>
  `shrink-0 rounded-t px-3 py-2 text-sm font-semibold ${active ? 'bg-stone-50 text-brand-900' : 'text-brand-50 hover:bg-brand-700'}`;

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <CurrentLink href={href} look={navLook}>
      {children}
    </CurrentLink>
  );
}

/**
 * The sections of the back office; staff management is for admins only (the server refuses it to staff too).
 * The tabs wrap onto a second row on a phone rather than scroll: a bar that scrolls sideways cut
 * "Catalogue" in half at 390 px and hid "Staff" with no sign that there was more.
 */
export function AdminNav({ role }: { role: StaffRole }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Back office sections`} className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 pt-1">
      <NavLink href="/orders">
        <Trans>Orders</Trans>
      </NavLink>
      <NavLink href="/bookings">
        <Trans>Bookings</Trans>
      </NavLink>
      <NavLink href="/messages">
        <Trans>Messages</Trans>
      </NavLink>
      <NavLink href="/catalogue">
        <Trans>Catalogue</Trans>
      </NavLink>
      {role === 'admin' && (
        <NavLink href="/staff">
          <Trans>Staff</Trans>
        </NavLink>
      )}
    </nav>
  );
}
