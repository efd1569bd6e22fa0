import { Trans } from '@lingui/react/macro';
import { TextInput } from './text-input';

/** First name, last name, email, address and phone of a booking form (spec §2, §5). */
export function PersonFields() {
  return (
    <>
      <TextInput name="fname" label={<Trans>First name</Trans>} autoComplete="given-name" />
      <TextInput name="lname" label={<Trans>Last name</Trans>} autoComplete="family-name" />
      <TextInput name="email" label={<Trans>Email</Trans>} type="email" autoComplete="email" inputMode="email" />
      <TextInput name="address" label={<Trans>Address</Trans>} autoComplete="street-address" />
      <TextInput name="phone" label={<Trans>Phone</Trans>} type="tel" autoComplete="tel-national" inputMode="numeric" />
    </>
  );
}

/** The day and time of a booking; days before the shop's today are greyed out in the picker. */
export function SlotFields({ today }: { today: string }) {
  return (
    <>
      <TextInput name="service_day" label={<Trans>Date</Trans>} type="date" min={today} />
      <TextInput name="service_hour" label={<Trans>Time</Trans>} type="time" />
    </>
  );
}
