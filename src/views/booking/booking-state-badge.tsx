import type { ReactNode } from 'react';
import { Ban, CheckCircle2, Inbox } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { OwnBookingState } from '../../domain/own-bookings';

const looks: Record<OwnBookingState, { className: string; icon: ReactNode; label: ReactNode }> = {
  received: {
    className: 'bg-accent-400/25 text-stone-900',
    icon: <Inbox aria-hidden="true" className="size-4" />,
    label: <Trans context="booking state">Received</Trans>,
  },
  confirmed: {
    className: 'bg-brand-100 text-brand-900',
    icon: <CheckCircle2 aria-hidden="true" className="size-4" />,
    label: <Trans context="booking state">Confirmed</Trans>,
  },
  cancelled: {
    className: 'bg-stone-200 text-stone-800',
    icon: <Ban aria-hidden="true" className="size-4" />,
    label: <Trans context="booking state">Cancelled</Trans>,
  },
};

/** A booking's state as a word with its icon and colour (never the colour alone), as the shopper is told it. */
export function BookingStateBadge({ state }: { state: OwnBookingState }) {
  const look = looks[state];
  return (
    <span
      data-state={state}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${look.className}`}
    >
      {look.icon}
      {look.label}
    </span>
  );
}
