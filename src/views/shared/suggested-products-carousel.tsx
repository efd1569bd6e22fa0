import type { ReactNode } from 'react';
import { useProducts } from '../../services/catalog';
import { ProductCarousel } from './product-carousel';

const carouselSize = 10;

export interface SuggestedProductsCarouselProps {
  /** Products already on the page (the one the details page shows, those in the cart or the wishlist) are not suggested again. */
  excludeIds?: readonly number[];
  title: ReactNode;
  /** Unique on the page. */
  headingId: string;
  /** How many of the first suggestions are above the fold on arrival (see ProductCarousel). */
  eagerCount?: number;
}

/**
 * Products suggested under a page (spec §2: best products on the home and details pages, suggestions under
 * the cart and the wishlist), in stock first. It shares the one catalogue request, so it costs no extra call;
 * nothing shows until it has loaded, or if it failed (the grids above already say so).
 */
export function SuggestedProductsCarousel({ excludeIds = [], title, headingId, eagerCount }: SuggestedProductsCarouselProps) {
  const products = useProducts();
  if (!products.data) return null;
  const excluded = new Set(excludeIds);
  const picked = products.data
    .filter((product) => !excluded.has(product.id))
    .sort((a, b) => Number(b.attributes.availability) - Number(a.attributes.availability))
    .slice(0, carouselSize);
  if (picked.length === 0) return null;
  return <ProductCarousel products={picked} title={title} headingId={headingId} eagerCount={eagerCount} />;
}
