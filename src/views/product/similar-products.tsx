import { Trans } from '@lingui/react/macro';
import type { Product } from '../../domain/catalog';
import { useBrowserState } from '../../actors/browser-state';
import { useProducts } from '../../services/catalog';
import { ProductCarousel } from '../shared/product-carousel';

const similarCount = 10;

/**
 * Products of the same category as the one shown, in stock first, the product itself left out. It reads
 * the one catalogue request the other pages share; nothing shows while it loads, if it failed (the
 * product above is what the shopper came for) or when the category holds nothing else.
 * Below the product, never on the first screen: asked for by the browser once the page is its own, so a product page
 * the server renders neither renders nor carries the whole catalogue list (100 products, two thirds of its HTML).
 */
export function SimilarProducts({ product }: { product: Product }) {
  const products = useProducts({ enabled: useBrowserState() });
  const similar = (products.data ?? [])
    .filter((other) => other.id !== product.id && other.attributes.category_id === product.attributes.category_id)
    .sort((a, b) => Number(b.attributes.availability) - Number(a.attributes.availability))
    .slice(0, similarCount);
  if (similar.length === 0) return null;
  return <ProductCarousel products={similar} headingId="similar-products" title={<Trans>Similar products</Trans>} />;
}
