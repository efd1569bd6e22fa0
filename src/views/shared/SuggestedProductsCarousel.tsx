import type { ReactNode } from 'react';
import { useProducts } from '../../services/catalog';
import { ProductCarousel } from '../shared/ProductCarousel';

const carouselSize = 10;

export interface AlsoLikeCarouselProps {
  /** Products already on the page (in the cart or the wishlist) are not suggested again. */
  excludeIds: readonly number[];
  title: ReactNode;
  headingId: string;
}

/**
 * Suggestions under the cart and the wishlist (spec §2), in stock first. It reuses the catalogue request
 * the rest of the shop shares; nothing shows until it has loaded, or if it failed.
 */
export function AlsoLikeCarousel({ excludeIds, title, headingId }: AlsoLikeCarouselProps) {
  const products = useProducts();
  if (!products.data) return null;
  const excluded = new Set(excludeIds);
  const picked = products.data
    .filter((product) => !excluded.has(product.id))
    .sort((a, b) => Number(b.attributes.availability) - Number(a.attributes.availability))
    .slice(0, carouselSize);
  if (picked.length === 0) return null;
  return <ProductCarousel products={picked} title={title} headingId={headingId} />;
}
