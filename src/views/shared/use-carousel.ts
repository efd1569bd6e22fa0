import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaOptionsType } from 'embla-carousel';
import { useLocale } from '../../services/i18n';

/**
 * Embla with what the controls need: previous/next availability and the selected snap for dots. In
 * Arabic the slides run right to left like the page, so 'next' moves towards the left (embla's `direction`).
 */
export function useCarousel(options: EmblaOptionsType = {}) {
  const direction = useLocale() === 'ar' ? 'rtl' : 'ltr';
  const [viewportRef, embla] = useEmblaCarousel({ ...options, direction });
  const [position, setPosition] = useState({ selected: 0, snaps: 0, canPrev: false, canNext: false });

  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setPosition({
        selected: embla.selectedScrollSnap(),
        snaps: embla.scrollSnapList().length,
        canPrev: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  return { viewportRef, ...position, previous, next, goTo };
}
