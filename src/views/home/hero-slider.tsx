import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { HeroSlideView, useHeroSlides } from './hero-slide';

const HeroCarousel = lazy(() => import('./hero-carousel'));

/**
 * Hero slider (spec §2): the first slide paints at once with the page; the carousel library arrives
 * just after and takes over with the same layout, so it stays out of the first-load JavaScript.
 */
export function HeroSlider() {
  return (
    <Suspense fallback={<FirstSlide />}>
      <HeroCarousel />
    </Suspense>
  );
}

function FirstSlide() {
  const { t } = useLingui();
  const [first] = useHeroSlides();
  return <section aria-label={t`Highlights`}>{first && <HeroSlideView slide={first} index={0} />}</section>;
}
