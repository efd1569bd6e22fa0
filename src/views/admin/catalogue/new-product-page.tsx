import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { productCreateSchema, type AdminProduct, type ProductCreate } from '../../../domain/admin';
import { useCategories } from '../../../services/catalog';
import { LoadFailed, Loading } from '../../shared/load-states';
import { EditorFoot } from './editor-foot';
import { ProductFields, useProductLabels } from './product-fields';
import { useCreator } from './use-creator';

/** /admin/catalogue/products/new: a product's texts, price and category; its pictures are added on its page after. */
export function NewProductPage() {
  const categories = useCategories();
  return (
    <>
      <Link href="/products" className="mb-3 inline-flex items-center gap-1 text-brand-900 underline underline-offset-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All products</Trans>
      </Link>
      <h2 className="mb-3 text-xl font-semibold">
        <Trans>New product</Trans>
      </h2>
      {categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <LoadFailed retry={() => void categories.refetch()} retrying={categories.isFetching}>
          <Trans>The categories could not be loaded.</Trans>
        </LoadFailed>
      ) : (
        <NewProductForm firstCategory={categories.data[0]?.id} />
      )}
    </>
  );
}

function NewProductForm({ firstCategory }: { firstCategory: number | undefined }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const resolver = useMemo(() => zodResolver(productCreateSchema), []);
  const creator = useCreator<ProductCreate, ProductCreate, AdminProduct>({
    kind: 'products',
    initial: { availability: true, ...(firstCategory === undefined ? {} : { category_id: firstCategory }) },
    resolver,
    bodyOf: (values) => values,
    // Its page, where its pictures are added.
    onCreated: (product) => navigate(`/products/${product.id}`),
  });
  const labels = useProductLabels();
  return (
    <form onSubmit={creator.onSubmit} noValidate aria-label={t`New product`} className="grid gap-3 sm:grid-cols-2">
      <ProductFields form={creator.form} labels={labels} />
      <EditorFoot editor={creator} labels={labels} className="sm:col-span-2" submit={<Trans>Create the product</Trans>} />
    </form>
  );
}
