import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Plural } from '@lingui/react/macro';
import { adminEventSchema, eventEditSchema, type AdminEvent, type EventEdit } from '../../../domain/admin';
import { useCatalogueList } from '../../../services/admin-catalogue';
import { useLocale } from '../../../services/i18n';
import { formatShopTime } from '../shared/format';
import { useAdminMe } from '../use-admin-me';
import { EditorFoot } from './editor-foot';
import { EventFields, fromInput, toInput, useEventLabels } from './event-fields';
import { NewEvent } from './new-event';
import { RecordList } from './record-list';
import { useEditor } from './use-editor';

type EventValues = Omit<EventEdit, 'starts_at'> & { version: number; starts_at: string };

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
    <>
      <NewEvent />
      <RecordList
        list={events}
        title={(event) => `${locale === 'en' ? event.title_en : event.title_fr} · ${formatShopTime(event.starts_at, locale)}`}
      >
        {(event) => <EventEditor event={event} />}
      </RecordList>
    </>
  );
}

function EventEditor({ event }: { event: AdminEvent }) {
  // The API's schema checks the values as they will be sent: the start in ISO form.
  const resolver = useMemo((): Resolver<EventValues> => {
    const api = zodResolver(eventEditSchema);
    return (values, context, options) =>
      api({ ...values, starts_at: fromInput(values.starts_at) }, context, options as never) as ReturnType<Resolver<EventValues>>;
  }, []);
  const editor = useEditor<EventValues>({ kind: 'events', recordKey: event.id, initial: valuesOf(event)!, resolver, valuesOf });
  const labels = useEventLabels();
  return (
    <form onSubmit={editor.onSubmit} onChange={editor.onChange} noValidate className="grid gap-3 sm:grid-cols-2">
      <EventFields
        form={editor.form}
        labels={labels}
        capacityHint={
          <Plural
            value={event.seats_booked}
            one="# seat is booked already; the capacity cannot go below."
            other="# seats are booked already; the capacity cannot go below."
          />
        }
      />
      <EditorFoot editor={editor} labels={labels} className="sm:col-span-2" />
    </form>
  );
}
