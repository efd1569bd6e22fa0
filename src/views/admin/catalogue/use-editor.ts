import { useEffect, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { shopInspector } from '../../../actors/inspector';
import type { RecordEdit } from '../../../machines/admin-record-editor';
import { useRecordEditorLogic, type CatalogueKind } from '../../../services/admin-catalogue';
import { useAdminMe } from '../use-admin-me';

/**
 * One record's edit form: react-hook-form checked by the API's own zod schema (`resolver`); what happens to a
 * save is the record editor machine's (src/machines/admin-record-editor.ts): saved with the version it was loaded
 * at, the form then holding the saved record; after a 409 the page chooses to reload the version saved
 * meanwhile or to save its own over it (SaveFeedback).
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
  const logic = useRecordEditorLogic(useAdminMe().uid, kind);
  // Created with the shop's inspector, so the flow studio (/flows) can watch it.
  const actor = useActorRef(logic, { input: { recordKey }, inspect: shopInspector() });
  const snapshot = useSelector(actor, (state) => state);
  const form = useForm<Values>({ resolver, defaultValues: initial as DefaultValues<Values> });
  useRecordLoads(form, snapshot.context.record, snapshot.context.loads, valuesOf);

  const submit = form.handleSubmit((edit) => actor.send({ type: 'SAVE', edit: edit as RecordEdit }));
  const showsFailure = snapshot.matches('failed') || snapshot.matches('conflict');

  return {
    form,
    onSubmit: (event: FormEvent) => void submit(event),
    /** Any change of a field: a "Saved" message gives way to the form being edited. */
    onChange: () => actor.send({ type: 'EDIT' }),
    feedback: {
      error: showsFailure ? snapshot.context.failure : null,
      saved: snapshot.matches('saved'),
      onReload: () => actor.send({ type: 'RELOAD' }),
      onOverwrite: () => actor.send({ type: 'OVERWRITE' }),
    },
    saving: snapshot.matches('saving') || snapshot.matches('overwriting'),
  };
}

/** The form takes each record the machine loads (as saved, or as saved meanwhile): presentation, not flow. */
function useRecordLoads<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  record: Record<string, unknown> | null,
  loads: number,
  valuesOf: (record: unknown) => Values | null,
) {
  const { reset } = form;
  useEffect(() => {
    const values = loads > 0 ? valuesOf(record) : null;
    if (values) reset(values);
    // Only a new load resets the form (valuesOf is a new function on every render of some pages).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loads, reset]);
}
