import { Link } from 'wouter';
import { ChevronLeft, ChevronRight, Leaf } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCarousel } from '../shared/useCarousel';
import { scrollToElement } from '../shared/scrollTargets';
import { productsSectionId } from './sectionIds';

const slideStyles = [
  'from-brand-900 via-brand-700 to-brand-500',
  'from-brand-700 via-brand-500 to-accent-600',
  'from-brand-900 via-brand-500 to-brand-700',
  'from-accent-600 via-brand-700 to-brand-900',
];

/** Hero slider of 4 slides (spec §2), each with a buy-now link that leads to the products below. */
export function HeroSlider() {
  const { t } = useLingui();
  const carousel = useCarousel({ loop: true });
  const slides = [
    { title: t`Plants that take care of you`, text: t`Herbal teas, oils and care made from the plants of Senegal.` },
    { title: t`Natural beauty`, text: t`Soaps, butters and oils for skin and hair.` },
    { title: t`Wellness every day`, text: t`Dietary supplements and herbal remedies chosen by our therapists.` },
    { title: t`Take a moment for yourself`, text: t`Book a consultation, a massage or a cupping session in our shops.` },
  ];
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
    <section aria-roledescription={t`carousel`} aria-label={t`Highlights`} className="relative">
      <div ref={carousel.viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={slideLabel(index)}
              className={`min-w-0 shrink-0 grow-0 basis-full bg-gradient-to-br ${slideStyles[index]} text-white`}
            >
              <div className="mx-auto flex min-h-64 max-w-7xl items-center gap-6 px-6 py-10 sm:min-h-80 sm:px-12">
                <div className="max-w-xl">
                  {index === 0 ? (
                    <h1 className="text-2xl font-bold sm:text-4xl">{slide.title}</h1>
                  ) : (
                    <p className="text-2xl font-bold sm:text-4xl">{slide.title}</p>
                  )}
                  <p className="mt-3 text-brand-50 sm:text-lg">{slide.text}</p>
                  <Link
                    href="/"
                    onClick={() => scrollToElement(productsSectionId)}
                    className="mt-6 inline-block rounded-full bg-accent-400 px-6 py-2.5 font-semibold text-brand-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    <Trans>Buy now</Trans>
                  </Link>
                </div>
                <Leaf aria-hidden="true" className="ms-auto hidden size-40 shrink-0 text-white/25 sm:block" strokeWidth={1} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={carousel.previous}
        aria-label={t`Previous slide`}
        className="absolute start-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/20 p-2 text-white hover:bg-white/40 sm:block"
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        onClick={carousel.next}
        aria-label={t`Next slide`}
        className="absolute end-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/20 p-2 text-white hover:bg-white/40 sm:block"
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
      <div className="absolute inset-x-0 bottom-1 flex justify-center">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            onClick={() => carousel.goTo(index)}
            aria-label={showSlide(index)}
            aria-current={carousel.selected === index}
            className="p-1.5"
          >
            <span aria-hidden="true" className={`block size-2.5 rounded-full ${carousel.selected === index ? 'bg-white' : 'bg-white/40'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
