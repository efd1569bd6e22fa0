import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { HeroSlideView, useHeroSlides } from './hero-slide';
import { TakeoverSuspense } from '../shared/takeover-suspense';

const HeroCarousel = lazy(() => import('./hero-carousel'));

/**
 * Hero slider (spec §2): the first slide paints at once with the page; the carousel library arrives
 * just after and takes over with the same layout, so it stays out of the first-load JavaScript.
 */
export function HeroSlider() {
  return (
    <TakeoverSuspense fallback={<FirstSlide />}>
      <HeroCarousel />
    </TakeoverSuspense>
  );
}

function FirstSlide() {
  const { t } = useLingui();
  const [first] = useHeroSlides();
  return <section aria-label={t`Highlights`}>{first && <HeroSlideView slide={first} index={0} />}</section>;
}
