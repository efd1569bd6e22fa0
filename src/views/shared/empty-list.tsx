import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';

/** An empty list (the cart, the wishlist, the orders): what it is, and the way back to the products. */
export function EmptyList({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 px-4 py-12 text-center">
      <span className="text-brand-500" aria-hidden="true">
        {icon}
      </span>
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <p className="max-w-sm text-stone-600">{children}</p>
      <Link
        href="/"
        className="mt-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Trans>Continue shopping</Trans>
      </Link>
    </div>
  );
}
