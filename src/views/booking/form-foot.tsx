import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { SendFailure } from '../../domain/contact-fields';
import { useBrowserState } from '../../actors/browser-state';
import { NeedsJavaScript } from '../shared/needs-javascript';
import type { useBookingFlow } from './use-booking-flow';

const submitButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white ' +
  'hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60';

/** Why a booking was not taken, in the shopper's words (the spec shows none; a shopper needs one). */
function FailureText({ reason }: { reason: SendFailure['reason'] }) {
  switch (reason) {
    case 'conflict':
      return <Trans>This time slot is already booked, please choose another.</Trans>;
    case 'full':
      return <Trans>This event is full: no place is left.</Trans>;
    case 'invalid':
      return <Trans>Please correct the highlighted fields.</Trans>;
    case 'notFound':
      return <Trans>This booking is no longer available. Please reload the page.</Trans>;
    case 'rateLimited':
      return <Trans>Too many attempts. Please wait a minute and try again.</Trans>;
    case 'unavailable':
      return <Trans>Your booking could not be sent. Please check your connection and try again.</Trans>;
  }
}

/** The success or failure line of a form. The live regions stay in the page so changes are announced. */
function FormFeedback({ success, failure }: { success: ReactNode | null; failure: ReactNode | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {success && (
          <p className="flex items-center gap-2 rounded-md bg-brand-50 p-3 font-medium text-brand-900">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-500" />
            {success}
          </p>
        )}
      </div>
      <div role="alert">
        {failure && (
          <p className="flex items-center gap-2 rounded-md bg-red-50 p-3 font-medium text-red-900">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            {failure}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * The foot of a booking or contact form: its submit button, then the sent or failure line under it. On a
 * server-rendered page the button waits for hydration: pressed before, the browser would send the form itself (a
 * reload that loses what was typed and shows no message).
 */
export function FormFoot({
  disabled,
  label,
  success,
  failure,
}: {
  disabled: boolean;
  label: ReactNode;
  success: ReactNode | null;
  failure: ReactNode | null;
}) {
  const ready = useBrowserState();
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <button type="submit" disabled={disabled || !ready} className={submitButtonClass}>
        {label}
      </button>
      {!ready && <NeedsJavaScript />}
      <FormFeedback success={success} failure={failure} />
    </div>
  );
}

/** The foot of a booking form, saying what its flow's send came to. */
export function BookingFormFoot({
  flow,
  disabled,
  label,
  sentMessage,
}: {
  flow: Pick<ReturnType<typeof useBookingFlow>, 'state' | 'failure'>;
  disabled: boolean;
  label: ReactNode;
  sentMessage: ReactNode;
}) {
  const failure = flow.state === 'failure' ? flow.failure : null;
  return (
    <FormFoot
      disabled={disabled}
      label={label}
      success={flow.state === 'success' && sentMessage}
      failure={failure && <FailureText reason={failure.reason} />}
    />
  );
}
