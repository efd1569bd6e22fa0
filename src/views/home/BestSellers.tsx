import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useProducts } from '../../services/catalog';
import { detailsPath } from '../shared/paths';
import { ProductCard } from '../shared/ProductCard';
import { ProductCardSkeleton } from '../shared/ProductCardSkeleton';
import { bestSellerCount, bestSellersOf } from './homeProducts';
import { ProductsError } from './ProductsError';

/**
 * 'NOS MEILLEURES VENTES' (spec §2): the first product's name as heading with a buy-now link to it,
 * then up to 4 cards (homeProducts.ts says which); the grids below leave them out.
 */
export function BestSellers() {
  const products = useProducts();
  const first = products.data?.[0];
  const bestSellers = products.data ? bestSellersOf(products.data) : [];
  return (
    <section aria-labelledby="best-sellers" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="best-sellers" className="text-sm font-semibold tracking-widest text-brand-700">
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
      {first && (
        <>
          <div className="mt-1 mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-2xl font-bold text-brand-900"><bdi>{first.attributes.name}</bdi></h3>
            <Link href={detailsPath(first.id)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              <Trans>Buy now</Trans>
              <span className="sr-only">: {first.attributes.name}</span>
            </Link>
          </div>
          <CardRow>
            {bestSellers.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} lazy={false} />
              </li>
            ))}
          </CardRow>
        </>
      )}
    </section>
  );
}

function CardRow({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{children}</ul>;
}
