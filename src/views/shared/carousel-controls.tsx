import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { useCarousel } from './use-carousel';

type Carousel = Pick<ReturnType<typeof useCarousel>, 'previous' | 'next' | 'canPrev' | 'canNext'>;

const looks = {
  /** White arrows over the slides, from small tablets up; a looping carousel never runs out. */
  overlay: {
    button: 'absolute top-1/2 hidden -translate-y-1/2 rounded-full bg-white/20 p-2 text-white hover:bg-white/40 sm:block',
    previous: 'start-2',
    next: 'end-2',
    icon: 'size-6',
    disableAtEnds: false,
  },
  /** Bordered arrows beside a heading, greyed out at either end of the row. */
  bar: {
    button: 'rounded-full border border-stone-300 p-2 text-brand-700 disabled:opacity-40',
    previous: '',
    next: '',
    icon: 'size-5',
    disableAtEnds: true,
  },
} as const;

/** The previous/next buttons of a carousel from useCarousel; the labels say what they move through. */
export function CarouselControls({
  carousel,
  look,
  previousLabel,
  nextLabel,
}: {
  carousel: Carousel;
  look: keyof typeof looks;
  previousLabel: string;
  nextLabel: string;
}) {
  const style = looks[look];
  const buttons = [
    {
      direction: 'previous',
      move: carousel.previous,
      canMove: carousel.canPrev,
      label: previousLabel,
      Icon: ChevronLeft,
      place: style.previous,
    },
    { direction: 'next', move: carousel.next, canMove: carousel.canNext, label: nextLabel, Icon: ChevronRight, place: style.next },
  ] as const;
  return buttons.map(({ direction, move, canMove, label, Icon, place }) => (
    <button
      key={direction}
      type="button"
      onClick={move}
      disabled={style.disableAtEnds ? !canMove : undefined}
      aria-label={label}
      className={place ? `${style.button} ${place}` : style.button}
    >
      <Icon aria-hidden="true" className={style.icon} />
    </button>
  ));
}
