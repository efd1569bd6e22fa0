import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface CountLinkProps {
  href: string;
  /** Accessible name, including the count (the badge itself is hidden from screen readers). */
  label: string;
  count: number;
  icon: ReactNode;
  /** Visible caption under the icon (bottom bar). */
  caption?: ReactNode;
  className?: string;
}

/** An icon link with a count badge: the wishlist and the cart. */
export function CountLink({ href, label, count, icon, caption, className = '' }: CountLinkProps) {
  return (
    <Link
      href={href}
      aria-label={label}
      className={`relative inline-flex flex-col items-center p-2 text-brand-900 hover:text-brand-500 ${className}`}
    >
      {icon}
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid={`${href.replace('/', '')}-count`}
          className="absolute end-0 top-0 min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
      {caption && <span className="text-[11px] leading-tight">{caption}</span>}
    </Link>
  );
}
