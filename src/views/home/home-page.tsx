import { lazy, useState } from 'react';
import { useActiveCategory } from '../../actors/shop-actors';
import { HydrateOnApproach } from '../shared/hydrate-on-approach';
import { BestSellers } from './best-sellers';
import { CategoryBar } from './category-bar';
import { FilteredProductGrid } from './catalogue-grids';
import { HeroSlider } from './hero-slider';
import { WhenVisible } from './when-visible';

const belowTheFold = () => lazy(() => import('./below-the-fold'));

/**
 * Home (spec §2): hero, best sellers, category bar and the filtered grid come with the page; the
 * services, the other products (while a category is chosen), testimonials, contact form and events load on
 * approach.
 */
export default function HomePage() {
  // A chunk that failed stays failed in React.lazy: Try again asks for it with a new lazy.
  const [BelowTheFold, setBelowTheFold] = useState(belowTheFold);
  // The grid follows the category chosen above it: chosen before the grid is hydrated, the grid is drawn anew for it
  // (a new key) rather than hydrated over the server's markup of all products.
  const active = useActiveCategory();
  return (
    <>
      <HeroSlider />
      <BestSellers />
      <CategoryBar />
      <HydrateOnApproach key={active ?? 'all'} part={FilteredProductGrid} />
      <WhenVisible minHeight="100vh" onRetry={() => setBelowTheFold(belowTheFold)}>
        <BelowTheFold />
      </WhenVisible>
    </>
  );
}
