import { useState } from 'react';
import { Quote } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTestimonials } from '../../services/catalog';
import { ReadFailed } from '../shared/load-states';
import { useMediaQuery } from '../shared/use-media-query';

/** Spec §9: 1 testimonial per page up to 1024 px wide, 2 above. */
const wideScreenQuery = '(min-width: 1025px)';

export function Testimonials() {
  const { t } = useLingui();
  const testimonials = useTestimonials();
  const perPage = useMediaQuery(wideScreenQuery) ? 2 : 1;
  const [requestedPage, setPage] = useState(0);
  const all = testimonials.data ?? [];
  if (testimonials.isError) {
    return (
      <section aria-label={t`What our customers say`} className="mx-auto max-w-7xl px-4 py-10">
        <ReadFailed read={testimonials}>
          <Trans>The testimonials could not be loaded.</Trans>
        </ReadFailed>
      </section>
    );
  }
  if (all.length === 0) return null;
  const pageCount = Math.ceil(all.length / perPage);
  // Widening the window halves the page count: stay on the last page rather than an empty one.
  const page = Math.min(requestedPage, pageCount - 1);
  const pageLabel = (index: number) => {
    const position = index + 1;
    return t`Testimonials page ${position}`;
  };
  const shown = all.slice(page * perPage, page * perPage + perPage);
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="testimonials-title" className="mb-6 text-center text-xl font-bold text-brand-900 sm:text-2xl">
        <Trans>What our customers say</Trans>
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2" aria-live="polite">
        {shown.map((testimonial) => (
          <li key={testimonial.id} data-testid="testimonial">
            <figure className="h-full rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="mb-2 size-6 text-accent-600" />
              <blockquote className="text-stone-700 italic">{testimonial.message}</blockquote>
              <figcaption className="mt-3 font-semibold text-brand-900">{testimonial.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <div className="mt-4 flex justify-center">
          {Array.from({ length: pageCount }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => setPage(index)}
              aria-label={pageLabel(index)}
              aria-current={index === page}
              className="p-2"
            >
              <span aria-hidden="true" className={`block size-3 rounded-full ${index === page ? 'bg-brand-700' : 'bg-stone-300'}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
