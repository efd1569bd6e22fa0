import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCategories } from '../../services/catalog';
import { useCatalogue } from '../../services/catalogue-page';
import { catalogueSearchOf } from '../../domain/catalogue-query';
import { ProductGrid } from '../home/product-grid';
import { CategorySelect } from './category-select';
import { PriceRangeForm } from './price-range-form';
import { SortSelect } from './sort-select';
import { useCatalogueAddress } from './use-catalogue-address';

/**
 * /products: the whole catalogue, or one category, sorted and filtered by price — every choice in the
 * address (/products?category=3&sort=price-asc&min=1000&max=20000), so it can be shared and survives a reload.
 */
export default function CataloguePage() {
  const { t } = useLingui();
  const [query, change] = useCatalogueAddress();
  const products = useCatalogue(query);
  const categories = useCategories();
  const category = categories.data?.find((candidate) => candidate.id === query.category);
  const filtered = query.min !== undefined || query.max !== undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {category ? category.attributes.name : <Trans>All our products</Trans>}
      </h1>
      <div role="group" aria-label={t`Sort and filter`} className="mt-4 flex flex-wrap items-end gap-4 rounded-xl bg-brand-50 p-4">
        <CategorySelect value={query.category} onChange={(categoryId) => change({ category: categoryId })} />
        <SortSelect value={query.sort} onChange={(sort) => change({ sort })} />
        <PriceRangeForm key={`${query.min ?? ''}-${query.max ?? ''}`} range={query} onApply={(range) => change(range)} />
        {filtered && (
          <button
            type="button"
            onClick={() => change({ min: undefined, max: undefined })}
            className="min-h-11 px-2 font-semibold text-brand-700 underline underline-offset-4"
          >
            <Trans>Any price</Trans>
          </button>
        )}
      </div>
      <p role="status" className="mt-3 text-sm text-stone-600">
        {products.data && <Plural value={products.data.length} one="# product" other="# products" />}
      </p>
      {/* While a new choice loads, the previous list stays, dimmed and marked busy. */}
      <div
        className={`-mx-4 transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={products.isFetching}
        data-testid="catalogue-results"
      >
        <ProductGrid
          key={catalogueSearchOf(query)}
          headingId="catalogue-results"
          title={<Trans>Results</Trans>}
          products={products.data}
          failure={products.isError ? products : undefined}
          empty={<Trans>No product matches these choices.</Trans>}
        />
      </div>
    </div>
  );
}
