import { useId, type ReactNode } from 'react';
import { cardClass } from '../shared/styles';

/** One block of the dashboard: a region named by its heading, so a screen reader can jump between them. */
export function Panel({ title, children, wide = false }: { title: ReactNode; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} min-w-0 ${wide ? 'lg:col-span-2' : ''}`}>
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const tableClass =
  'w-full border-collapse text-sm [&_td]:border-t [&_td]:border-stone-200 [&_td]:py-1.5 [&_th]:py-1.5 [&_th]:text-start';
export const numberCell = 'text-end tabular-nums';

/** Said when a list of the period is empty. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="text-stone-700">{children}</p>;
}
