import { useCallback, useEffect, useRef, useState } from 'react';
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import { useLocale } from '../../services/i18n';

interface Position {
  selected: number;
  canPrev: boolean;
  canNext: boolean;
}

/** Until Embla runs, the carousel shows its first slides: nothing before them, and more after unless all are in view. */
const atStart: Position = { selected: 0, canPrev: false, canNext: true };

/**
 * Embla with what the controls need: previous/next availability and the selected snap for dots. In Arabic the slides
 * run right to left like the page, so 'next' moves towards the left (embla's `direction`).
 *
 * Embla starts when the shopper first touches, clicks or focuses the carousel (`startOn`, given to the element around
 * the viewport and its controls), not with the page: starting measures every slide and sets up its engine, ~25 ms of
 * main thread at a phone's CPU on `/` and `/shopping-cart` (issue 23), for a carousel most visitors never move. It is
 * started in the capture phase of that first pointerdown, so its own listener on the viewport, below, sees the same
 * event: the first swipe moves the slides.
 */
export function useCarousel(options: EmblaOptionsType = {}) {
  const direction = useLocale() === 'ar' ? 'rtl' : 'ltr';
  const viewportRef = useRef<HTMLDivElement>(null);
  const embla = useRef<EmblaCarouselType | undefined>(undefined);
  const settings = useRef<EmblaOptionsType>({});
  const [position, setPosition] = useState(atStart);

  const start = useCallback((): EmblaCarouselType | undefined => {
    if (embla.current || !viewportRef.current) return embla.current;
    const carousel = EmblaCarousel(viewportRef.current, settings.current);
    const update = () =>
      setPosition({ selected: carousel.selectedScrollSnap(), canPrev: carousel.canScrollPrev(), canNext: carousel.canScrollNext() });
    carousel.on('select', update).on('reInit', update);
    update();
    embla.current = carousel;
    return carousel;
  }, []);

  // Before Embla runs, 'next' is available only if the last slide is out of view (all four cards fit on a wide screen).
  // An observer tells once the page is laid out anyway: reading the viewport's width here would lay it out inside the
  // hydration's task, on a phone a long one (Lighthouse's TBT).
  useEffect(() => {
    const last = viewportRef.current?.firstElementChild?.lastElementChild;
    if (!last || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        const overflows = (entry?.intersectionRatio ?? 0) < 0.99;
        if (!embla.current) setPosition((current) => (current.canNext === overflows ? current : { ...current, canNext: overflows }));
      },
      { root: viewportRef.current, threshold: [0, 0.99] },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    settings.current = { ...options, direction };
  });
  // A language of the other direction turns a running carousel round.
  useEffect(() => {
    embla.current?.reInit(settings.current);
  }, [direction]);

  useEffect(
    () => () => {
      embla.current?.destroy();
      embla.current = undefined;
    },
    [],
  );

  const previous = useCallback(() => start()?.scrollPrev(), [start]);
  const next = useCallback(() => start()?.scrollNext(), [start]);
  const goTo = useCallback((index: number) => start()?.scrollTo(index), [start]);
  // Focus and pointer: a keyboard's Tab, a tap, a click or the start of a swipe.
  const startOn = { onPointerDownCapture: start, onFocusCapture: start };
  return { viewportRef, startOn, ...position, previous, next, goTo };
}
