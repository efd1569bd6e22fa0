import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AdminField } from '../shared/admin-field';

type Named = 'name' | 'title';
export type BilingualKey<N extends Named> = `${N}_fr` | `${N}_en` | 'description_fr' | 'description_en';

/**
 * A catalogue record's name (or title) and description in French and English, in the form's grid:
 * products, services and events ask for the same four texts the same way.
 */
export function BilingualTexts<Values extends FieldValues, N extends Named>({
  form,
  named,
  labels,
  rows = 4,
}: {
  form: UseFormReturn<Values>;
  named: N;
  labels: Record<BilingualKey<N>, string>;
  rows?: number;
}) {
  const { register, formState } = form;
  const field = (key: BilingualKey<N>) => ({
    label: labels[key],
    error: formState.errors[key]?.message as string | undefined,
    registered: register(key as string as Path<Values>),
  });
  const name = { fr: field(`${named}_fr` as const), en: field(`${named}_en` as const) };
  const description = { fr: field('description_fr'), en: field('description_en') };
  return (
    <>
      {(['fr', 'en'] as const).map((lang) => (
        <AdminField key={`name-${lang}`} label={name[lang].label} error={name[lang].error}>
          {(control) => <input {...control} {...name[lang].registered} lang={lang} />}
        </AdminField>
      ))}
      {(['fr', 'en'] as const).map((lang) => (
        <AdminField key={`description-${lang}`} label={description[lang].label} error={description[lang].error}>
          {(control) => <textarea {...control} {...description[lang].registered} rows={rows} lang={lang} />}
        </AdminField>
      ))}
    </>
  );
}
