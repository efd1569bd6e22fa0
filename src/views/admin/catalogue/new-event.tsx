import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventCreateSchema, type AdminEvent, type EventCreate } from '../../../domain/admin';
import { EditorFoot } from './editor-foot';
import { EventFields, fromInput, useEventLabels } from './event-fields';
import { useCreator } from './use-creator';

type NewEventValues = Omit<EventCreate, 'starts_at'> & { starts_at: string };
const bodyOf = (values: NewEventValues): EventCreate => ({ ...values, starts_at: fromInput(values.starts_at) ?? values.starts_at });

/** "New event" above the events' list: opened in place; once created, the event joins the list and the form empties. */
export function NewEvent() {
  const { t } = useLingui();
  const [created, setCreated] = useState<AdminEvent | null>(null);
  const resolver = useMemo((): Resolver<NewEventValues> => {
    const api = zodResolver(eventCreateSchema);
    return (values, context, options) => api(bodyOf(values), context, options as never) as ReturnType<Resolver<NewEventValues>>;
  }, []);
  const creator = useCreator<NewEventValues, EventCreate, AdminEvent>({
    kind: 'events',
    initial: { capacity: null },
    resolver,
    bodyOf,
    onCreated: (event) => {
      setCreated(event);
      creator.form.reset();
    },
  });
  const labels = useEventLabels();
  return (
    <details className="mb-4 rounded-lg border border-brand-500 bg-white">
      <summary className="flex cursor-pointer items-center gap-2 p-3 font-semibold text-brand-900">
        <Plus aria-hidden="true" className="size-4" />
        <Trans>New event</Trans>
      </summary>
      <form
        onSubmit={creator.onSubmit}
        noValidate
        aria-label={t`New event`}
        className="grid gap-3 border-t border-stone-200 p-3 sm:grid-cols-2"
      >
        <EventFields form={creator.form} labels={labels} />
        <EditorFoot editor={creator} labels={labels} className="sm:col-span-2" submit={<Trans>Create the event</Trans>} />
        {created && (
          <p role="status" className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900 sm:col-span-2">
            <Trans>“{created.title_fr}” is created. Shoppers see it now.</Trans>
          </p>
        )}
      </form>
    </details>
  );
}
