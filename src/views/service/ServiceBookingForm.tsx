import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { serviceBookingFormWithRules, type ServiceBookingForm as ServiceBookingValues } from '../../domain/booking';
import type { Service, Shop } from '../../domain/catalog';
import { useShops } from '../../services/bookings';
import { BookingFormFoot } from '../booking/FormFoot';
import { PersonFields, SlotFields } from '../booking/PersonFields';
import { shopToday, useBookingFlow, useFormFeedback } from '../booking/useBookingFlow';
import { ShopSelect } from './ShopSelect';

const emptyForm: ServiceBookingValues = { fname: '', lname: '', email: '', address: '', phone: '', shop_id: '', service_day: '', service_hour: '' };

/** 'book an appointment for {service name}' (spec §2) with the shop, date and time; payload of spec §3. */
export function ServiceBookingForm({ service }: { service: Service }) {
  const shops = useShops();
  const flow = useBookingFlow();
  const shopList = shops.data;
  const resolver = useMemo(() => {
    const hoursOfShop = (shopId: string) => shopList?.find((shop) => String(shop.id) === shopId)?.opening_hours;
    return zodResolver(serviceBookingFormWithRules(() => new Date(), hoursOfShop));
  }, [shopList]);
  const form = useForm<ServiceBookingValues>({ resolver, defaultValues: emptyForm });
  useFormFeedback(form, flow.issues, flow.resets);
  const chosenShop = shopById(shopList, useWatch({ control: form.control, name: 'shop_id' }));

  const submit = form.handleSubmit(({ shop_id, ...values }) => {
    const shop = shopById(shopList, shop_id);
    if (!shop) return;
    flow.actor.send({
      type: 'SUBMIT',
      draft: {
        request: { ...values, shop_id: shop.id, shop_name: shop.name, service_id: service.id, service_type: service.name },
        openingHours: shop.opening_hours,
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="service-booking-title" className="mt-8 grid gap-3 rounded-xl border border-stone-200 p-4 sm:grid-cols-2">
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
      </form>
    </FormProvider>
  );
}

function shopById(shops: Shop[] | undefined, id: string | undefined): Shop | undefined {
  return shops?.find((shop) => String(shop.id) === id);
}
