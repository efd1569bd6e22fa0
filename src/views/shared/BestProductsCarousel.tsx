import { Trans } from '@lingui/react/macro';
import { useProducts } from '../../services/catalog';
import { ProductCarousel } from './ProductCarousel';

export interface BestProductsCarouselProps {
  /** Leave this product out (the one the details page shows). */
  excludeId?: number;
  /** Unique on the page. */
  headingId?: string;
}

const carouselSize = 10;

/**
 * The best-products carousel of the home and details pages (spec §2): products in stock first.
 * It shares the one catalogue request, so it costs no extra call. Renders nothing until loaded
 * or if the catalogue failed (the grids above already say so).
 */
export function BestProductsCarousel({ excludeId, headingId = 'best-products' }: BestProductsCarouselProps) {
  const products = useProducts();
  if (!products.data) return null;
  const picked = products.data
    .filter((product) => product.id !== excludeId)
    .sort((a, b) => Number(b.attributes.availability) - Number(a.attributes.availability))
    .slice(0, carouselSize);
  if (picked.length === 0) return null;
  return <ProductCarousel products={picked} headingId={headingId} title={<Trans>Our best products</Trans>} />;
}
