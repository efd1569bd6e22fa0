import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { StaffRole } from '../../domain/admin';
import { useLiveCount } from './live/live-feed';
import type { LiveSection } from './live/live-sections';
import { NotificationsButton } from './live/notifications-button';
import { CurrentLink } from './shared/current-link';

const navLook = (active: boolean) =>
  `shrink-0 rounded-t px-3 py-2 text-sm font-semibold ${active ? 'bg-stone-50 text-brand-900' : 'text-brand-50 hover:bg-brand-700'}`;

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const count = useLiveCount(href.slice(1) as LiveSection);
  return (
    <CurrentLink href={href} look={navLook}>
      {children}
      {count > 0 && (
        <span className="ms-1.5 rounded-full bg-amber-300 px-1.5 text-xs font-bold text-stone-900">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">
            {' '}
            <Plural value={count} one="(# new)" other="(# new)" />
          </span>
        </span>
      )}
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
      <NavLink href="/dashboard">
        <Trans>Dashboard</Trans>
      </NavLink>
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
      <NotificationsButton />
    </nav>
  );
}
