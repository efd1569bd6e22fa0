import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { canNotify } from './use-live-notifier';

/**
 * Browser notifications of the live feed are asked for only when the staff member presses this (a
 * browser refuses, and staff resent, a request nobody made). Gone once they have answered.
 */
export function NotificationsButton() {
  const [permission, setPermission] = useState(() => (canNotify() ? Notification.permission : 'denied'));
  if (permission !== 'default') return null;
  return (
    <button
      type="button"
      className="ms-auto inline-flex shrink-0 items-center gap-1 self-center rounded px-2 py-1 text-sm text-brand-50 underline underline-offset-2 hover:bg-brand-700"
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      <BellRing aria-hidden="true" className="size-4" />
      <Trans>Notify me of new orders</Trans>
    </button>
  );
}
