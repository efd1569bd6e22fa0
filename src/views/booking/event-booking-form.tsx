import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { slotAt, type EventBookingForm as EventBookingValues } from '../../domain/booking';
import type { ShopEvent } from '../../domain/catalog';
import { BookingFormFoot } from './form-foot';
import { BookingReceiptNote } from './booking-receipt-note';
import { PersonFields, SlotFields } from './person-fields';
import { shopToday, useBookingFlow, useFormFeedback } from './use-booking-flow';

/**
 * The booking form under an event (spec §2): the event's day and time are proposed, the shopper may change
 * them. What was typed goes to the booking flow as it is; the flow applies the rules and names what to fix.
 */
export function EventBookingForm({ event }: { event: ShopEvent }) {
  const flow = useBookingFlow();
  // The flow's details of a signed-in shopper over the empty form (issue 21).
  const start = useMemo(
    () => ({ fname: '', lname: '', email: '', address: '', phone: '', ...flow.person, ...slotAt(new Date(event.date)) }),
    [flow.person, event.date],
  );
  const form = useForm<EventBookingValues>({ defaultValues: start });
  useFormFeedback(form, flow.issues, flow.resets, start);

  const submit = form.handleSubmit((typed) =>
    flow.actor.send({ type: 'SUBMIT', submission: { form: 'event', typed, service: { id: event.id, type: event.title } } }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={event.title}>
        <PersonFields />
        <SlotFields today={shopToday()} />
        <BookingFormFoot
          flow={flow}
          disabled={flow.busy}
          label={<Trans>Confirm booking</Trans>}
          sentMessage={<Trans context="event booking">Your request has been sent successfully</Trans>}
        />
        <BookingReceiptNote booked={flow.booked} signedIn={flow.person !== null} />
      </form>
    </FormProvider>
  );
}
