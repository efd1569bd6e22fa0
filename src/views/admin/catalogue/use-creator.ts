import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useCatalogueCreate, type CreatableKind } from '../../../services/admin-catalogue';
import { useAdminMe } from '../use-admin-me';

/**
 * A "New …" form: react-hook-form checked by the API's own creation schema, sent once; `onCreated` gets
 * the saved record. A refusal stays on screen with the values as typed (EditorFoot shows it).
 */
export function useCreator<Values extends FieldValues, Body extends object, Saved>({
  kind,
  initial,
  resolver,
  bodyOf,
  onCreated,
}: {
  kind: CreatableKind;
  initial: DefaultValues<Values>;
  resolver: Resolver<Values>;
  /** What is sent for the checked values (the form may hold them as its inputs do). */
  bodyOf: (values: Values) => Body;
  onCreated: (saved: Saved) => void;
}) {
  const create = useCatalogueCreate<CreatableKind, Body>(useAdminMe().uid, kind);
  const form = useForm<Values>({ resolver, defaultValues: initial });
  const submit = form.handleSubmit((values) => create.mutate(bodyOf(values), { onSuccess: (saved) => onCreated(saved as Saved) }));
  const ignore = () => undefined;
  return {
    form,
    onSubmit: (event: FormEvent) => void submit(event),
    // A creation has no version to conflict with: only its refusal is shown.
    feedback: { error: create.error, saved: false, onReload: ignore, onOverwrite: ignore },
    saving: create.isPending,
  };
}
