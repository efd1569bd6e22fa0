import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { EventCreate } from '../../../domain/admin';
import { AdminField } from '../shared/admin-field';
import { emptyAsNull } from '../shared/empty-as-null';
import { BilingualTexts } from './bilingual-texts';

/** The form holds the start as a date-time input shows it: shop time, which is UTC in Dakar all year. */
export const toInput = (iso: string) => new Date(iso).toISOString().slice(0, 16);
/** The API takes the start in ISO form; anything else is sent as typed, for its schema to refuse. */
export const fromInput = (local: string | undefined) =>
  local !== undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00Z` : local;

export function useEventLabels(): Record<keyof EventCreate, string> {
  const { t } = useLingui();
  return {
    title_fr: t`Title (French)`,
    title_en: t`Title (English)`,
    description_fr: t`Description (French)`,
    description_en: t`Description (English)`,
    address: t`Place`,
    starts_at: t`Starts at (shop time)`,
    capacity: t`Seats (empty: no limit)`,
  };
}

/** An event's fields, the same in its edit form and in "New event". */
export function EventFields<Values extends FieldValues>({
  form,
  labels,
  capacityHint,
}: {
  form: UseFormReturn<Values>;
  labels: Record<keyof EventCreate, string>;
  capacityHint?: ReactNode;
}) {
  const { register, formState } = form;
  const field = (key: keyof EventCreate) => key as string as Path<Values>;
  const error = (key: keyof EventCreate) => formState.errors[key]?.message as string | undefined;
  return (
    <>
      <BilingualTexts form={form} named="title" labels={labels} rows={3} />
      <AdminField label={labels.address} error={error('address')}>
        {(control) => <input {...control} {...register(field('address'))} />}
      </AdminField>
      <AdminField label={labels.starts_at} error={error('starts_at')}>
        {(control) => <input {...control} {...register(field('starts_at'))} type="datetime-local" />}
      </AdminField>
      <AdminField label={labels.capacity} error={error('capacity')} hint={capacityHint}>
        {(control) => (
          <input {...control} {...register(field('capacity'), { setValueAs: emptyAsNull })} type="number" min={0} inputMode="numeric" />
        )}
      </AdminField>
    </>
  );
}
