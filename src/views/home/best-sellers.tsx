import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useProducts } from '../../services/catalog';
import { ProductCardOnApproach } from '../shared/product-card';
import { ProductCardSkeleton } from '../shared/product-card-skeleton';
import { bestSellerCount, bestSellersOf } from './home-products';
import { ProductsError } from './products-error';

/**
 * 'NOS MEILLEURES VENTES' (spec §2): one heading over up to 4 cards of equal rank (home-products.ts says
 * which); the grids below leave them out. The spec's first-product heading with its buy-now link is left
 * out (docs/decisions/best-sellers-one-heading.md): it put one product's name above the section's four.
 */
export function BestSellers() {
  const products = useProducts();
  const bestSellers = products.data ? bestSellersOf(products.data) : [];
  return (
    <section aria-labelledby="best-sellers" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="best-sellers" className="mb-4 text-xl font-bold tracking-wide text-brand-900 sm:text-2xl">
        <Trans>OUR BEST SELLERS</Trans>
      </h2>
      {products.isPending && (
        <CardRow>
          {Array.from({ length: bestSellerCount }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </CardRow>
      )}
      {products.isError && <ProductsError read={products} />}
      {bestSellers.length > 0 && (
        <CardRow>
          {bestSellers.map((product) => (
            <li key={product.id}>
              <ProductCardOnApproach product={product} lazy={false} />
            </li>
          ))}
        </CardRow>
      )}
    </section>
  );
}

function CardRow({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{children}</ul>;
}
