import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminBooking, BookingStatus } from '../../../domain/admin';
import { dangerButton, primaryButton } from '../shared/styles';

/** One booking: when, who, its status in words, and confirm / cancel while it is still open. */
export function BookingCard({
  booking,
  busy,
  onDecide,
}: {
  booking: AdminBooking;
  busy: boolean;
  onDecide: (decision: 'confirm' | 'cancel') => void;
}) {
  const { t } = useLingui();
  const statusWords: Record<BookingStatus, string> = { booked: t`To confirm`, confirmed: t`Confirmed`, cancelled: t`Cancelled` };
  const who = `${booking.fname} ${booking.lname}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white p-3">
      <div>
        <p className="font-semibold">
          {booking.hour} · {who}
          {booking.kind === 'service' && ` · ${booking.service_name}`}
        </p>
        <p className="text-sm text-stone-700">
          <a className="underline" dir="ltr" href={`tel:${booking.phone.replace(/[^+\d]/g, '')}`}>
            {booking.phone}
          </a>{' '}
          · {booking.email} · <strong data-status={booking.status}>{statusWords[booking.status]}</strong>
        </p>
      </div>
      {booking.status !== 'cancelled' && (
        <div className="flex gap-2">
          {booking.status === 'booked' && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => onDecide('confirm')}
              aria-label={t`Confirm the booking of ${who}`}
            >
              <Trans>Confirm</Trans>
            </button>
          )}
          <button
            type="button"
            className={dangerButton}
            disabled={busy}
            onClick={() => onDecide('cancel')}
            aria-label={t`Cancel the booking of ${who}`}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
