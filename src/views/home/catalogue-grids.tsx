import { Trans } from '@lingui/react/macro';
import { useCategories, useProducts } from '../../services/catalog';
import { productsSectionId } from '../shared/scroll-targets';
import { useActiveCategory } from '../../actors/shop-actors';
import { homeGrids } from './home-products';
import { ProductGrid } from './product-grid';

function useHomeGrids() {
  const products = useProducts();
  const active = useActiveCategory();
  const grids = products.data ? homeGrids(products.data, active) : undefined;
  return { products, active, grids, failure: products.isError ? products : undefined };
}

/** The first grid: the catalogue after the best sellers, following the shared category filter (back to page 1 whenever it changes). */
export function FilteredProductGrid() {
  const { active, grids, failure } = useHomeGrids();
  const categories = useCategories();
  const category = categories.data?.find((candidate) => candidate.id === active);
  return (
    <div id={productsSectionId} className="below-the-fold scroll-mt-4">
      <ProductGrid
        key={active ?? 'all'}
        headingId="filtered-products"
        title={category ? category.attributes.name : <Trans>Our products</Trans>}
        products={grids?.first}
        failure={failure}
      />
    </div>
  );
}

/** The second grid: while a category is chosen, the products outside it; nothing otherwise (the first grid already shows them all). */
export function OtherProductsGrid() {
  const { active, grids, failure } = useHomeGrids();
  if (active === null) return null;
  return (
    <ProductGrid
      key={active}
      headingId="other-products"
      title={<Trans>Our other products</Trans>}
      products={grids?.others ?? undefined}
      failure={failure}
    />
  );
}
