import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { eventBookingFormWithRules, slotAt, type EventBookingForm as EventBookingValues } from '../../domain/booking';
import type { ShopEvent } from '../../domain/catalog';
import { BookingFormFoot } from './FormFoot';
import { PersonFields, SlotFields } from './PersonFields';
import { shopToday, useBookingFlow, useFormFeedback } from './useBookingFlow';

/** The booking form under an event (spec §2): the event's day and time are proposed, the shopper may change them. */
export function EventBookingForm({ event }: { event: ShopEvent }) {
  const flow = useBookingFlow();
  const resolver = useMemo(() => zodResolver(eventBookingFormWithRules(() => new Date())), []);
  const form = useForm<EventBookingValues>({
    resolver,
    defaultValues: { fname: '', lname: '', email: '', address: '', phone: '', ...slotAt(new Date(event.date)) },
  });
  useFormFeedback(form, flow.issues, flow.resets);

  const submit = form.handleSubmit((values) =>
    flow.actor.send({ type: 'SUBMIT', draft: { request: { ...values, service_id: event.id, service_type: event.title } } }),
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
