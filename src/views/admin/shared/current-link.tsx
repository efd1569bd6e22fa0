import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useActiveLink } from './use-active-link';

/** A link that says when it is the page shown (aria-current), with a look for each case. */
export function CurrentLink({ href, look, children }: { href: string; look: (active: boolean) => string; children: ReactNode }) {
  const active = useActiveLink(href);
  return (
    <Link href={href} aria-current={active ? 'page' : undefined} className={look(active)}>
      {children}
    </Link>
  );
}
