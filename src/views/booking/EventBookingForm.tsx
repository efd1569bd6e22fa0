import { FormProvider, useForm } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { slotAt, type EventBookingForm as EventBookingValues } from '../../domain/booking';
import type { ShopEvent } from '../../domain/catalog';
import { BookingFormFoot } from './FormFoot';
import { PersonFields, SlotFields } from './PersonFields';
import { shopToday, useBookingFlow, useFormFeedback } from './useBookingFlow';

/**
 * The booking form under an event (spec §2): the event's day and time are proposed, the shopper may change
 * them. What was typed goes to the booking flow as it is; the flow applies the rules and names what to fix.
 */
export function EventBookingForm({ event }: { event: ShopEvent }) {
  const flow = useBookingFlow();
  const form = useForm<EventBookingValues>({
    defaultValues: { fname: '', lname: '', email: '', address: '', phone: '', ...slotAt(new Date(event.date)) },
  });
  useFormFeedback(form, flow.issues, flow.resets);

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
      </form>
    </FormProvider>
  );
}
