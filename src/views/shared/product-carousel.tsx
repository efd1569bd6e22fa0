import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '../../domain/catalog';
import { CarouselControls } from './carousel-controls';
import { ProductCardOnApproach } from './product-card';
import { useCarousel } from './use-carousel';

export interface ProductCarouselProps {
  products: readonly Product[];
  /** Visible heading of the section; also names the carousel for screen readers. */
  title: ReactNode;
  /** Unique on the page: links the section to its heading. */
  headingId: string;
  /** How many of the first cards are above the fold on arrival: their pictures load at once, ahead of the rest (the page's largest paint). */
  eagerCount?: number;
}

/**
 * A horizontally scrolling row of product cards with previous/next buttons (swipe on phones). On a page the server
 * rendered, a phone shows two cards of ten: React hydrates the others when they are swiped near, or touched.
 */
export function ProductCarousel({ products, title, headingId, eagerCount = 0 }: ProductCarouselProps) {
  const { t } = useLingui();
  const carousel = useCarousel({ align: 'start', containScroll: 'trimSnaps' });
  return (
    <section aria-labelledby={headingId} aria-roledescription={t`carousel`} className="mx-auto max-w-7xl px-4 py-8" {...carousel.startOn}>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-brand-900 sm:text-2xl">
          {title}
        </h2>
        <div className="flex gap-2">
          <CarouselControls carousel={carousel} look="bar" previousLabel={t`Previous products`} nextLabel={t`Next products`} />
        </div>
      </div>
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <ul className="-ms-4 flex touch-pan-y">
          {products.map((product, index) => (
            <li key={product.id} className="min-w-0 shrink-0 grow-0 basis-1/2 ps-4 sm:basis-1/3 lg:basis-1/4">
              {/* Cards past the carousel's edge are clipped out of view: a rendered page hydrates each as it comes in. */}
              <ProductCardOnApproach product={product} lazy={index >= eagerCount} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
