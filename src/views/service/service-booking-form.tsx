import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import type { ServiceBookingForm as ServiceBookingValues } from '../../domain/booking';
import type { Service, Shop } from '../../domain/catalog';
import { useShops } from '../../services/bookings';
import { BookingFormFoot } from '../booking/form-foot';
import { BookingReceiptNote } from '../booking/booking-receipt-note';
import { PersonFields, SlotFields } from '../booking/person-fields';
import { shopToday, useBookingFlow, useFormFeedback } from '../booking/use-booking-flow';
import { ShopSelect } from './shop-select';

const emptyForm: ServiceBookingValues = {
  fname: '',
  lname: '',
  email: '',
  address: '',
  phone: '',
  shop_id: '',
  service_day: '',
  service_hour: '',
};

/**
 * 'book an appointment for {service name}' (spec §2) with the shop, date and time. What was typed goes to the
 * booking flow with the shop list; the flow applies the rules (the chosen shop's hours too) and makes spec §3's payload.
 */
export function ServiceBookingForm({ service }: { service: Service }) {
  const shops = useShops();
  const flow = useBookingFlow();
  const shopList = shops.data;
  // The flow's details of a signed-in shopper over the empty form (issue 21).
  const start = useMemo(() => ({ ...emptyForm, ...flow.person }), [flow.person]);
  const form = useForm<ServiceBookingValues>({ defaultValues: start });
  useFormFeedback(form, flow.issues, flow.resets, start);
  const chosenShop = shopById(shopList, useWatch({ control: form.control, name: 'shop_id' }));

  const submit = form.handleSubmit((typed) =>
    flow.actor.send({
      type: 'SUBMIT',
      submission: { form: 'service', typed, service: { id: service.id, type: service.name }, shops: shopList ?? [] },
    }),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="service-booking-title"
        className="mt-8 grid gap-3 rounded-xl border border-stone-200 p-4 sm:grid-cols-2"
      >
        <h2 id="service-booking-title" className="text-xl font-semibold text-brand-900 sm:col-span-2">
          <Trans>Book an appointment for {service.name}</Trans>
        </h2>
        <PersonFields />
        <ShopSelect shops={shops} chosen={chosenShop} />
        <SlotFields today={shopToday()} />
        <BookingFormFoot
          flow={flow}
          disabled={flow.busy || !shopList}
          label={<Trans>Reserve</Trans>}
          sentMessage={<Trans context="service booking">Your request has been sent successfully</Trans>}
        />
        <BookingReceiptNote booked={flow.booked} signedIn={flow.person !== null} />
      </form>
    </FormProvider>
  );
}

function shopById(shops: Shop[] | undefined, id: string | undefined): Shop | undefined {
  return shops?.find((shop) => String(shop.id) === id);
}
