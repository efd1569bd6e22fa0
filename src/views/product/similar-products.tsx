import { Trans } from '@lingui/react/macro';
import type { Product } from '../../domain/catalog';
import { useCategoryProducts } from '../../services/category-products';
import { ProductCarousel } from '../shared/product-carousel';

const similarCount = 10;

/**
 * Products of the same category as the one shown, in stock first, the product itself left out: the category's own
 * products, asked for with the product (useCategoryProducts). Nothing shows while they load, if that failed (the
 * product above is what the shopper came for) or when the category holds nothing else.
 */
export function SimilarProducts({ product }: { product: Product }) {
  const products = useCategoryProducts(product.attributes.category_id);
  const similar = (products.data ?? [])
    .filter((other) => other.id !== product.id && other.attributes.category_id === product.attributes.category_id)
    .sort((a, b) => Number(b.attributes.availability) - Number(a.attributes.availability))
    .slice(0, similarCount);
  if (similar.length === 0) return null;
  return <ProductCarousel products={similar} headingId="similar-products" title={<Trans>Similar products</Trans>} />;
}
