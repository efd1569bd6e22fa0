import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaOptionsType } from 'embla-carousel';
import { useLocale } from '../../services/i18n';

/** False in the render that commits the component, true once a later task ran (when the browser is idle, or within 0.5 s). */
function useLaterTask(): boolean {
  const [ran, setRan] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(() => setRan(true), { timeout: 500 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(() => setRan(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ran;
}

/**
 * Embla with what the controls need: previous/next availability and the selected snap for dots. In
 * Arabic the slides run right to left like the page, so 'next' moves towards the left (embla's `direction`).
 */
export function useCarousel(options: EmblaOptionsType = {}) {
  const direction = useLocale() === 'ar' ? 'rtl' : 'ltr';
  const [startOn, embla] = useEmblaCarousel({ ...options, direction });
  // Embla measures every slide as it starts (a forced layout): in a task of its own, not in the one that commits the
  // page (a server-rendered page's hydration), which it made a long task on a phone (Lighthouse's TBT). The viewport
  // gets Embla's ref from the render after that task.
  const viewportRef = useLaterTask() ? startOn : undefined;
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
