import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { cataloguePath } from '../shared/paths';

const primary =
  'rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const secondary =
  'rounded-full border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** An address that names no product (a typo, an old link, a product taken off the shop), said in place with ways back. */
export function ProductMissing() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        <Trans>This product does not exist.</Trans>
      </h1>
      <p className="mt-3 text-stone-600">
        <Trans>The link may be wrong, or the product is no longer sold. Our other products are still here.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={cataloguePath} className={primary}>
          <Trans>See all the products</Trans>
        </Link>
        <Link href="/" className={secondary}>
          <Trans>Back to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}
