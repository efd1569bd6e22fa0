import type { ReactNode } from 'react';

/** The frame of the shopper's own pages: a narrow column under its heading. */
export function AccountPageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
