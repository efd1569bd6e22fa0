import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Plus } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useCatalogueList } from '../../../services/admin-catalogue';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { formatXof } from '../shared/format';
import { inputClass, primaryButton } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { ProductEditor } from './product-editor';

/** Folds case and accents, so "tisane" finds "Tisane" and "the" finds "thé". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function useProducts() {
  return useCatalogueList(useAdminMe().uid, 'products');
}

/** /admin/catalogue/products: every product (about a hundred), found by name; each opens its form. */
export function ProductsPage() {
  const id = useId();
  const locale = useLocale();
  const products = useProducts();
  const [query, setQuery] = useState('');
  if (products.isPending) return <Loading />;
  if (products.isError) {
    return (
      <LoadFailed retry={() => void products.refetch()} retrying={products.isFetching}>
        <Trans>The products could not be loaded.</Trans>
      </LoadFailed>
    );
  }
  const shown = products.data.filter((product) => folded(`${product.name_fr} ${product.name_en}`).includes(folded(query.trim())));
  return (
    <>
      <Link href="/products/new" className={`${primaryButton} mb-4`}>
        <Plus aria-hidden="true" className="size-4" />
        <Trans>New product</Trans>
      </Link>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        <Trans>Find a product</Trans>
      </label>
      <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className={`${inputClass} mb-3`} />
      <ul className="flex flex-col gap-2">
        {shown.map((product) => (
          <li key={product.id}>
            <Link
              href={`/products/${product.id}`}
              className="flex justify-between gap-3 rounded-lg border border-stone-200 bg-white p-3 hover:border-brand-500"
            >
              <span className="font-semibold">{locale === 'en' ? product.name_en : product.name_fr}</span>
              {/* The commas are for screen readers, which would otherwise read the three parts as one word ("8 000 F CFAout of stock"). */}
              <span className="sr-only">, </span>
              <span>
                {formatXof(product.price, locale)}
                {!product.availability && (
                  <>
                    <span className="sr-only">, </span>
                    <span className="ms-2 text-sm text-red-800">
                      <Trans>out of stock</Trans>
                    </span>
                  </>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /admin/catalogue/products/:id: the product's form. */
export function ProductPage({ id }: { id: number | null }) {
  const products = useProducts();
  const product = products.data?.find((candidate) => candidate.id === id);
  return (
    <>
      <Link href="/products" className="mb-3 inline-flex items-center gap-1 text-brand-900 underline underline-offset-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All products</Trans>
      </Link>
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadFailed retry={() => void products.refetch()} retrying={products.isFetching}>
          <Trans>The products could not be loaded.</Trans>
        </LoadFailed>
      ) : product ? (
        <>
          <h2 className="mb-3 text-xl font-semibold">{product.name_fr}</h2>
          <ProductEditor key={product.id} product={product} />
        </>
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          <Trans>This product does not exist.</Trans>
        </p>
      )}
    </>
  );
}
