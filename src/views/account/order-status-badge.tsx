import type { ReactNode } from 'react';
import { Ban, CheckCircle2, Clock, Hourglass, XCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { OrderStatus } from '../../domain/order';

const looks: Record<OrderStatus, { className: string; icon: ReactNode; label: ReactNode }> = {
  paid: {
    className: 'bg-brand-100 text-brand-900',
    icon: <CheckCircle2 aria-hidden="true" className="size-4" />,
    label: <Trans>Paid</Trans>,
  },
  pending_payment: {
    className: 'bg-accent-400/25 text-stone-900',
    icon: <Clock aria-hidden="true" className="size-4" />,
    label: <Trans>Payment pending</Trans>,
  },
  payment_failed: {
    className: 'bg-red-50 text-red-800',
    icon: <XCircle aria-hidden="true" className="size-4" />,
    label: <Trans>Payment failed</Trans>,
  },
  cancelled: {
    className: 'bg-stone-200 text-stone-800',
    icon: <Ban aria-hidden="true" className="size-4" />,
    label: <Trans>Cancelled</Trans>,
  },
  expired: {
    className: 'bg-stone-200 text-stone-800',
    icon: <Hourglass aria-hidden="true" className="size-4" />,
    label: <Trans>Expired</Trans>,
  },
};

/** An order's status as a word with its icon and colour (never the colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = looks[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${look.className}`}
    >
      {look.icon}
      {look.label}
    </span>
  );
}
