import { Trans } from '@lingui/react/macro';
import { useCategories, useProducts } from '../../services/catalog';
import { productsSectionId } from '../shared/scrollTargets';
import { useActiveCategory } from '../shared/shopActors';
import { ProductGrid } from './ProductGrid';

/** The first grid follows the shared category filter (back to page 1 whenever it changes). */
export function FilteredProductGrid() {
  const products = useProducts();
  const categories = useCategories();
  const active = useActiveCategory();
  const category = categories.data?.find((candidate) => candidate.id === active);
  const filtered = active === null ? products.data : products.data?.filter((product) => product.attributes.category_id === active);
  return (
    <div id={productsSectionId} className="scroll-mt-4">
      <ProductGrid
        key={active ?? 'all'}
        headingId="filtered-products"
        title={category ? category.attributes.name : <Trans>Our products</Trans>}
        products={filtered}
        failed={products.isError}
      />
    </div>
  );
}

/** The second grid always shows the whole catalogue. */
export function AllProductsGrid() {
  const products = useProducts();
  return <ProductGrid headingId="all-products" title={<Trans>All our products</Trans>} products={products.data} failed={products.isError} />;
}
