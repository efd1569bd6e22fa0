import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { documentTitle } from '../shared/document-title';
import { infoPath, type InfoSlug } from './info-slugs';

/** An information page: its heading, a lead paragraph and its sections, in a readable column. */
export function InfoArticle({ title, lead, children }: { title: ReactNode; lead: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The tab's title is the heading as shown, in the page's language: after each render, so a language switch retitles it.
  useEffect(() => {
    document.title = documentTitle(heading.current?.textContent);
  });
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 leading-relaxed text-stone-700 sm:py-10">
      <h1 ref={heading} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-4 text-lg">{lead}</p>
      <div className="mt-2 space-y-8">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="mt-6 text-xl font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list of short points. */
export function Points({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 ps-5 marker:text-brand-500">{children}</ul>;
}

/** A link to another information page, inside a sentence. */
export function InfoLink({ to, children }: { to: InfoSlug; children?: ReactNode }) {
  return (
    <Link href={infoPath(to)} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {children}
    </Link>
  );
}
