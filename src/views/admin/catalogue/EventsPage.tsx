import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminEventSchema, eventEditSchema, type AdminEvent, type EventEdit } from '../../../domain/admin';
import { useCatalogueList } from '../../../services/adminCatalogue';
import { useLocale } from '../../../services/i18n';
import { AdminField } from '../shared/AdminField';
import { formatShopTime } from '../shared/format';
import { useAdminMe } from '../useAdminMe';
import { BilingualTexts } from './BilingualTexts';
import { EditorFoot } from './EditorFoot';
import { RecordList } from './RecordList';
import { useEditor } from './useEditor';

/** The form holds the start as a date-time input shows it: shop time, which is UTC in Dakar all year. */
type EventValues = Omit<EventEdit, 'starts_at'> & { version: number; starts_at: string };
const toInput = (iso: string) => new Date(iso).toISOString().slice(0, 16);
const fromInput = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00Z` : local);

const valuesOf = (record: unknown): EventValues | null => {
  const event = adminEventSchema.safeParse(record);
  if (!event.success) return null;
  const { version, title_fr, title_en, description_fr, description_en, address, starts_at, capacity } = event.data;
  return { version, title_fr, title_en, description_fr, description_en, address, starts_at: toInput(starts_at), capacity };
};

/** /admin/catalogue/events: title, description, place, date and capacity of each event. */
export function EventsPage() {
  const locale = useLocale();
  const events = useCatalogueList(useAdminMe().uid, 'events');
  return (
    <RecordList list={events} title={(event) => `${locale === 'en' ? event.title_en : event.title_fr} · ${formatShopTime(event.starts_at, locale)}`}>
      {(event) => <EventEditor event={event} />}
    </RecordList>
  );
}

function EventEditor({ event }: { event: AdminEvent }) {
  const { t } = useLingui();
  // The API's schema checks the values as they will be sent: the start in ISO form.
  const resolver = useMemo((): Resolver<EventValues> => {
    const api = zodResolver(eventEditSchema);
    return (values, context, options) =>
      api({ ...values, starts_at: fromInput(values.starts_at) }, context, options as never) as ReturnType<Resolver<EventValues>>;
  }, []);
  const editor = useEditor<EventValues>({ kind: 'events', recordKey: event.id, initial: valuesOf(event)!, resolver, valuesOf });
  const { register, formState } = editor.form;
  const labels = {
    title_fr: t`Title (French)`,
    title_en: t`Title (English)`,
    description_fr: t`Description (French)`,
    description_en: t`Description (English)`,
    address: t`Place`,
    starts_at: t`Starts at (shop time)`,
    capacity: t`Seats (empty: no limit)`,
  };
  return (
    <form onSubmit={editor.onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <BilingualTexts form={editor.form} named="title" labels={labels} rows={3} />
      <AdminField label={labels.address} error={formState.errors.address?.message}>{(control) => <input {...control} {...register('address')} />}</AdminField>
      <AdminField label={labels.starts_at} error={formState.errors.starts_at?.message}>
        {(control) => <input {...control} {...register('starts_at')} type="datetime-local" />}
      </AdminField>
      <AdminField
        label={labels.capacity}
        error={formState.errors.capacity?.message}
        hint={<Trans>{event.seats_booked} seats are booked already; the capacity cannot go below.</Trans>}
      >
        {(control) => (
          <input {...control} {...register('capacity', { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })} type="number" min={0} inputMode="numeric" />
        )}
      </AdminField>
      <EditorFoot editor={editor} labels={labels} className="sm:col-span-2" />
    </form>
  );
}
