import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminProductSchema, productEditSchema, type AdminProduct, type ProductEdit } from '../../../domain/admin';
import { SaveFeedback } from '../shared/save-feedback';
import { primaryButton } from '../shared/styles';
import { ProductFields, useProductLabels } from './product-fields';
import { ProductImages } from './product-images';
import { useEditor } from './use-editor';

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
  const resolver = useMemo(() => zodResolver(productEditSchema), []);
  const { form, onSubmit, onChange, feedback, saving } = useEditor<ProductValues>({
    kind: 'products',
    recordKey: product.id,
    initial: valuesOf(product)!,
    resolver,
    valuesOf,
  });
  const labels = useProductLabels();
  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        aria-label={t`Edit ${product.name_fr}`}
        className="grid gap-3 sm:grid-cols-2"
      >
        <ProductFields form={form} labels={labels} currentCategory={product.category_id} />
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
