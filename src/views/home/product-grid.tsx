import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Product } from '../../domain/catalog';
import { ProductCardOnApproach } from '../shared/product-card';
import type { FailedRead } from '../shared/load-states';
import { ProductCardSkeleton } from '../shared/product-card-skeleton';
import { ProductsError } from './products-error';

/** Grid page size (spec §9). */
const gridPageSize = 8;

export interface ProductGridProps {
  title: ReactNode;
  headingId: string;
  /** Undefined while loading. */
  products: readonly Product[] | undefined;
  /** The failed read, offered again from the grid; undefined unless it failed. */
  failure?: FailedRead | undefined;
  /** What an empty list says; by default that the shop has none here yet. */
  empty?: ReactNode;
  /** Lazy images for grids below the fold. */
  lazyImages?: boolean;
}

/**
 * 8 products, then 8 more per 'view more' until all are shown. Give it a `key` that changes with the
 * filter so that a new filter starts again at page 1.
 */
export function ProductGrid({ title, headingId, products, failure, empty, lazyImages = true }: ProductGridProps) {
  const [pages, setPages] = useState(1);
  const shown = products?.slice(0, pages * gridPageSize);
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      {failure && <ProductsError read={failure} />}
      {!failure && !products && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: gridPageSize }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {shown && shown.length === 0 && <p className="text-stone-600">{empty ?? <Trans>No products here yet.</Trans>}</p>}
      {shown && shown.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {shown.map((product) => (
            <li key={product.id}>
              <ProductCardOnApproach product={product} lazy={lazyImages} />
            </li>
          ))}
        </ul>
      )}
      {products && shown && shown.length < products.length && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => setPages((current) => current + 1)}
            className="rounded-full border-2 border-brand-700 px-6 py-2 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Trans>View more</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
