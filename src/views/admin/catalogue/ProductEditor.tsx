import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminProductSchema, productEditSchema, type AdminProduct, type ProductEdit } from '../../../domain/admin';
import { useCategories } from '../../../services/catalog';
import { AdminField } from '../shared/AdminField';
import { SaveFeedback } from '../shared/SaveFeedback';
import { primaryButton } from '../shared/styles';
import { BilingualTexts } from './BilingualTexts';
import { ProductImages } from './ProductImages';
import { useEditor } from './useEditor';

type ProductValues = ProductEdit & { version: number };

const valuesOf = (record: unknown): ProductValues | null => {
  const product = adminProductSchema.safeParse(record);
  if (!product.success) return null;
  const { version, name_fr, name_en, description_fr, description_en, price, availability, category_id } = product.data;
  return { version, name_fr, name_en, description_fr, description_en, price, availability, category_id };
};

/** A product's names and descriptions in both languages, price, availability, category and pictures. */
export function ProductEditor({ product }: { product: AdminProduct }) {
  const { t } = useLingui();
  const categories = useCategories();
  const resolver = useMemo(() => zodResolver(productEditSchema), []);
  const { form, onSubmit, feedback, saving } = useEditor<ProductValues>({ kind: 'products', recordKey: product.id, initial: valuesOf(product)!, resolver, valuesOf });
  const { register, formState } = form;
  const error = (name: keyof ProductValues) => formState.errors[name]?.message;
  const labels = {
    name_fr: t`Name (French)`,
    name_en: t`Name (English)`,
    description_fr: t`Description (French)`,
    description_en: t`Description (English)`,
    price: t`Price (F CFA)`,
    availability: t`In stock`,
    category_id: t`Category`,
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate aria-label={t`Edit ${product.name_fr}`} className="grid gap-3 sm:grid-cols-2">
        <BilingualTexts form={form} named="name" labels={labels} />
        <AdminField label={labels.price} error={error('price')}>
          {(control) => <input {...control} {...register('price', { valueAsNumber: true })} type="number" inputMode="numeric" min={0} step={1} />}
        </AdminField>
        <AdminField label={labels.category_id} error={error('category_id')}>
          {(control) => (
            <select {...control} {...register('category_id', { valueAsNumber: true })}>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.attributes.name}
                </option>
              ))}
              {!categories.data && <option value={product.category_id}>{product.category_id}</option>}
            </select>
          )}
        </AdminField>
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" {...register('availability')} className="size-5 accent-brand-700" />
          {labels.availability}
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={saving}>
            <Trans>Save</Trans>
          </button>
        </div>
      </form>
      <SaveFeedback {...feedback} labels={labels} />
      <ProductImages product={product} onUploaded={(saved) => form.setValue('version', saved.version)} />
    </div>
  );
}
