import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { ProductCreate } from '../../../domain/admin';
import { useCategories } from '../../../services/catalog';
import { AdminField } from '../shared/admin-field';
import { BilingualTexts } from './bilingual-texts';

export function useProductLabels(): Record<keyof ProductCreate, string> {
  const { t } = useLingui();
  return {
    name_fr: t`Name (French)`,
    name_en: t`Name (English)`,
    description_fr: t`Description (French)`,
    description_en: t`Description (English)`,
    price: t`Price (F CFA)`,
    availability: t`In stock`,
    category_id: t`Category`,
  };
}

/** A product's fields, the same in its edit form and in "New product": texts, price, category, in stock. */
export function ProductFields<Values extends FieldValues>({
  form,
  labels,
  currentCategory,
}: {
  form: UseFormReturn<Values>;
  labels: Record<keyof ProductCreate, string>;
  /** Shown while the categories load (an edit's own category). */
  currentCategory?: number;
}) {
  const categories = useCategories();
  const { register, formState } = form;
  const field = (key: keyof ProductCreate) => key as string as Path<Values>;
  const error = (key: keyof ProductCreate) => formState.errors[key]?.message as string | undefined;
  return (
    <>
      <BilingualTexts form={form} named="name" labels={labels} />
      <AdminField label={labels.price} error={error('price')}>
        {(control) => (
          <input {...control} {...register(field('price'), { valueAsNumber: true })} type="number" inputMode="numeric" min={0} step={1} />
        )}
      </AdminField>
      <AdminField label={labels.category_id} error={error('category_id')}>
        {(control) => (
          <select {...control} {...register(field('category_id'), { valueAsNumber: true })}>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.attributes.name}
              </option>
            ))}
            {!categories.data && currentCategory !== undefined && <option value={currentCategory}>{currentCategory}</option>}
          </select>
        )}
      </AdminField>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" {...register(field('availability'))} className="size-5 accent-brand-700" />
        {labels.availability}
      </label>
    </>
  );
}
