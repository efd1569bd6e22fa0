import { useLingui } from '@lingui/react/macro';
import { CarouselControls } from '../shared/carousel-controls';
import { useCarousel } from '../shared/use-carousel';
import { HeroSlideView, useHeroSlides } from './hero-slide';

/** The hero's 4 slides on embla, with previous/next buttons and dots. */
export default function HeroCarousel() {
  const { t } = useLingui();
  const slides = useHeroSlides();
  const carousel = useCarousel({ loop: true });
  const slideLabel = (index: number) => {
    const position = index + 1;
    const total = slides.length;
    return t`${position} of ${total}`;
  };
  const showSlide = (index: number) => {
    const position = index + 1;
    return t`Show slide ${position}`;
  };
  return (
    <section aria-roledescription={t`carousel`} aria-label={t`Highlights`} className="relative" {...carousel.startOn}>
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={slideLabel(index)}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <HeroSlideView slide={slide} index={index} />
            </div>
          ))}
        </div>
      </div>
      <CarouselControls carousel={carousel} look="overlay" previousLabel={t`Previous slide`} nextLabel={t`Next slide`} />
      <div className="absolute inset-x-0 bottom-1 flex justify-center">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            onClick={() => carousel.goTo(index)}
            aria-label={showSlide(index)}
            aria-current={carousel.selected === index}
            // 24 px square, the least a touch target may be (WCAG 2.5.8; Lighthouse's target-size audit).
            className="grid size-6 place-items-center"
          >
            <span
              aria-hidden="true"
              className={`block size-2.5 rounded-full ${carousel.selected === index ? 'bg-white' : 'bg-white/40'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
