import { useId } from 'react';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { BookingReceipt } from '../../domain/booking';
import { useLocale } from '../../services/i18n';
import { accountPaths } from '../account/account-paths';
import { bookedWhen } from './booked-when';
import { BookingStateBadge } from './booking-state-badge';

/**
 * The booking this form sent, kept in view after its 3-second message (issue 21): what, when, where, and its
 * state — received, until the staff confirm it. A signed-in shopper finds it again in her account.
 */
export function BookingReceiptNote({ booked, signedIn }: { booked: BookingReceipt | null; signedIn: boolean }) {
  const language = useLocale();
  const titleId = useId();
  if (!booked) return null;
  const when = bookedWhen(booked.day, booked.hour, language);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="booking-receipt"
      className="flex flex-col gap-2 rounded-md border border-brand-100 bg-brand-50 p-3 text-stone-800 sm:col-span-2"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-brand-900">
        <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-brand-500" />
        <Trans>Your booking</Trans>
      </h3>
      <p>
        {booked.service} · <bdi>{when}</bdi>
        {booked.shop && <> · {booked.shop}</>}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <BookingStateBadge state="received" />
        <span className="text-sm text-stone-600">
          <Trans>The shop will confirm it.</Trans>
        </span>
      </p>
      {signedIn && (
        <Link href={accountPaths.account} className="text-sm font-semibold text-brand-700 underline">
          <Trans>See my bookings</Trans>
        </Link>
      )}
    </section>
  );
}
