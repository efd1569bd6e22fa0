import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clientInfoSchema, type ClientInfo, type ClientInfoField, type DeliveryDetails } from '../../domain/client-info';
import { LabelledField } from '../shared/labelled-field';
import { fieldClass, primaryButtonClass } from './field-styles';
import { SavedPlaces } from './saved-places';

interface FieldSpec {
  name: ClientInfoField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  placeholder?: string;
  wide?: boolean;
}

const placeFields = ['city', 'address', 'zip', 'time'] as const satisfies readonly (keyof DeliveryDetails)[];

interface ClientInfoFormProps {
  initial: ClientInfo;
  /** Where the customer's past orders were delivered, newest first: choosing one fills the place fields. */
  savedPlaces?: DeliveryDetails[];
  /** The checkout's chosen saved place (its index); null: a new address. */
  chosenPlace?: number | null;
  onChoosePlace?: (index: number | null) => void;
  onSubmit: (clientInfo: ClientInfo) => void;
}

/**
 * The nine-field customer info form of /verify (spec §5): all required, input types text, email, tel,
 * date and time; an invalid field is only marked (aria-invalid and a red border), no message.
 */
export function ClientInfoForm({ initial, savedPlaces = [], chosenPlace = null, onChoosePlace, onSubmit }: ClientInfoFormProps) {
  const { t } = useLingui();
  const { register, handleSubmit, formState, setValue } = useForm<ClientInfo>({
    resolver: zodResolver(clientInfoSchema),
    defaultValues: initial,
  });
  const choose = (index: number | null) => {
    onChoosePlace?.(index);
    const place = index === null ? null : savedPlaces[index];
    // A new address starts empty rather than with the previous place's fields.
    for (const field of placeFields) setValue(field, place ? place[field] : '', { shouldValidate: formState.isSubmitted });
  };
  const fields: FieldSpec[] = [
    { name: 'fname', label: t`First name`, type: 'text', autoComplete: 'given-name' },
    { name: 'lname', label: t`Last name`, type: 'text', autoComplete: 'family-name' },
    { name: 'email', label: t`Email`, type: 'email', autoComplete: 'email' },
    { name: 'phone', label: t`Phone`, type: 'tel', autoComplete: 'tel' },
    { name: 'deliver_date', label: t`Delivery date`, type: 'date' },
    { name: 'time', label: t`Delivery time`, type: 'time' },
    // Spec §2 suggests French cities; a shop in Senegal suggests its own (docs/decisions/checkout-payments.md).
    { name: 'city', label: t`City`, type: 'text', autoComplete: 'address-level2', placeholder: t`Dakar, Thiès, Saint-Louis, Ziguinchor` },
    { name: 'zip', label: t`Postal code`, type: 'text', autoComplete: 'postal-code', placeholder: '10200' },
    { name: 'address', label: t`Address`, type: 'text', autoComplete: 'street-address', wide: true },
  ];
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="client-info-heading" className="space-y-6">
      <h2 id="client-info-heading" className="text-lg font-bold text-brand-900">
        <Trans>Your details</Trans>
      </h2>
      <SavedPlaces places={savedPlaces} chosen={chosenPlace} onChoose={choose} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <LabelledField
            key={field.name}
            htmlFor={`client-${field.name}`}
            label={field.label}
            className={field.wide ? 'sm:col-span-2' : ''}
          >
            <input
              id={`client-${field.name}`}
              type={field.type}
              {...register(field.name)}
              required
              aria-invalid={formState.errors[field.name] ? true : undefined}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              className={fieldClass}
            />
          </LabelledField>
        ))}
      </div>
      <button type="submit" className={primaryButtonClass}>
        <Trans>Continue to payment</Trans>
        <ArrowRight aria-hidden className="size-4" />
      </button>
    </form>
  );
}
