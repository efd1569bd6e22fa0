import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useCatalogueSave, type CatalogueKind } from '../../../services/adminCatalogue';
import { useAdminMe } from '../useAdminMe';

/**
 * One record's edit form: react-hook-form checked by the API's own zod schema (`resolver`), saved with the
 * version it was loaded at. After a save the form holds the saved record; after a 409 the page chooses
 * to reload the version saved meanwhile or to save its own over it (SaveFeedback).
 */
export function useEditor<Values extends FieldValues & { version: number }>({
  kind,
  recordKey,
  initial,
  resolver,
  valuesOf,
}: {
  kind: CatalogueKind;
  recordKey: string | number;
  initial: Values;
  resolver: Resolver<Values>;
  /** The form's values from a record as the server answers it, or null when it is not one. */
  valuesOf: (record: unknown) => Values | null;
}) {
  const save = useCatalogueSave<CatalogueKind, Values>(useAdminMe().uid, kind);
  const form = useForm<Values>({ resolver, defaultValues: initial as DefaultValues<Values> });
  const [saved, setSaved] = useState(false);

  const submit = form.handleSubmit((edit) => {
    setSaved(false);
    save.mutate(
      { key: recordKey, edit },
      {
        onSuccess: (record) => {
          const values = valuesOf(record);
          if (values) form.reset(values);
          setSaved(true);
        },
      },
    );
  });

  const reload = (current: Record<string, unknown>) => {
    const values = valuesOf(current);
    if (values) form.reset(values);
    save.reset();
  };
  const overwrite = (current: Record<string, unknown>) => {
    const values = valuesOf(current);
    if (!values) return;
    form.setValue('version' as never, values.version as never);
    void submit();
  };

  return {
    form,
    onSubmit: (event: FormEvent) => void submit(event),
    feedback: { error: save.error, saved: saved && !form.formState.isDirty, onReload: reload, onOverwrite: overwrite },
    saving: save.isPending,
  };
}
