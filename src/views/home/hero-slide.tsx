import { Link } from 'wouter';
import { Leaf } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { productsSectionId, scrollToElement } from '../shared/scroll-targets';

const slideStyles = [
  'from-brand-900 via-brand-700 to-brand-500',
  'from-brand-700 via-brand-500 to-accent-600',
  'from-brand-900 via-brand-500 to-brand-700',
  'from-accent-600 via-brand-700 to-brand-900',
];

export interface HeroSlideContent {
  title: string;
  text: string;
}

/** The 4 slides of the hero (spec §9). */
export function useHeroSlides(): HeroSlideContent[] {
  const { t } = useLingui();
  return [
    { title: t`Plants that take care of you`, text: t`Herbal teas, oils and care made from the plants of Senegal.` },
    { title: t`Natural beauty`, text: t`Soaps, butters and oils for skin and hair.` },
    { title: t`Wellness every day`, text: t`Dietary supplements and herbal remedies chosen by our therapists.` },
    { title: t`Take a moment for yourself`, text: t`Book a consultation, a massage or a cupping session in our shops.` },
  ];
}

/** One slide; its buy-now link leads to the products below. The first slide's title is the page's h1. */
export function HeroSlideView({ slide, index }: { slide: HeroSlideContent; index: number }) {
  return (
    <div className={`h-full bg-gradient-to-br ${slideStyles[index % slideStyles.length]} text-white`}>
      <div className="mx-auto flex min-h-64 max-w-7xl items-center gap-6 px-6 py-10 sm:min-h-80 sm:px-16">
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
  );
}
