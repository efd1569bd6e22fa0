import type { Product } from '../../domain/catalog';

/** Spec §9: four best sellers. The shop has no sales figures yet, so they are the catalogue's first products. */
export const bestSellerCount = 4;

export const bestSellersOf = (products: readonly Product[]) => products.slice(0, bestSellerCount);

/**
 * What the home page's grids show, so that each product appears once on the page: the best sellers
 * stay in their own block, the first grid holds the rest of the catalogue (of the chosen category, if
 * one is), and the second grid — shown only while a category is chosen — the products outside it.
 */
export function homeGrids(products: readonly Product[], categoryId: number | null): { first: Product[]; others: Product[] | null } {
  const rest = products.slice(bestSellerCount);
  if (categoryId === null) return { first: rest, others: null };
  return {
    first: rest.filter((product) => product.attributes.category_id === categoryId),
    others: rest.filter((product) => product.attributes.category_id !== categoryId),
  };
}
