import type { ReactNode } from 'react';
import { BookingFeedback, submitButtonClass } from './BookingFeedback';
import type { useBookingFlow } from './useBookingFlow';

/** The foot of a booking form: its submit button, then the flow's sent or failure line under it. */
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
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <button type="submit" disabled={disabled} className={submitButtonClass}>
        {label}
      </button>
      <BookingFeedback success={flow.state === 'success' && sentMessage} failure={flow.state === 'failure' ? flow.failure : null} />
    </div>
  );
}
