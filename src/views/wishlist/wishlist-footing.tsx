import { Link } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';

/** The strip under the list: how many products are kept, and the ways on. */
export function WishlistFooting({ count }: { count: number }) {
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-xl bg-brand-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-brand-900" data-testid="wishlist-count">
        <Plural value={count} one="# product in your wishlist" other="# products in your wishlist" />
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          href="/"
          className="rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Trans>Continue shopping</Trans>
        </Link>
        <Link
          href="/shopping-cart"
          className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Trans>View the cart</Trans>
        </Link>
      </div>
    </div>
  );
}
