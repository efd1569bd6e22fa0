import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';

/** Any unknown path (spec §2). */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-brand-500">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
        <Trans>This page is gone.</Trans>
      </h1>
      <p className="mt-3 text-stone-600">
        <Trans>The page you are looking for may not exist, or it has moved.</Trans>
      </p>
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
