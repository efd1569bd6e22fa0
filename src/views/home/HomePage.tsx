import { lazy } from 'react';
import { BestSellers } from './BestSellers';
import { CategoryBar } from './CategoryBar';
import { FilteredProductGrid } from './CatalogueGrids';
import { HeroSlider } from './HeroSlider';
import { WhenVisible } from './WhenVisible';

const BelowTheFold = lazy(() => import('./BelowTheFold'));

/**
 * Home (spec §2): hero, best sellers, category bar and the filtered grid come with the page; the
 * services, the second grid, the carousel, testimonials, contact form and events load on approach.
 */
export default function HomePage() {
  return (
    <>
      <HeroSlider />
      <BestSellers />
      <CategoryBar />
      <FilteredProductGrid />
      <WhenVisible minHeight="100vh">
        <BelowTheFold />
      </WhenVisible>
    </>
  );
}
