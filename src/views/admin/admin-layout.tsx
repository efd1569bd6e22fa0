import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { chooseLocale, useLocale } from '../../services/i18n';

/** The back office in the two languages the shop's staff use; the shop's Arabic falls back to French. */
const staffLanguages = [
  { code: 'fr', name: 'Français' },
  { code: 'en', name: 'English' },
] as const;

/**
 * The back office's frame, phone first: a header with the way back to the shop and the language, the
 * sections' navigation when the visitor is staff, and the page in `main#content`.
 */
export function AdminLayout({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  const locale = useLocale();
  return (
    <div className="min-h-dvh bg-stone-50 text-stone-900">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <header className="border-b border-stone-200 bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link href="/" className="text-lg font-bold">
            <Trans>Baobab back office</Trans>
          </Link>
          <Link href="~/" className="text-sm text-brand-100 underline underline-offset-2">
            <Trans>Back to the shop</Trans>
          </Link>
          <span className="ms-auto flex gap-1 text-sm" role="group" aria-label="Language / Langue">
            {staffLanguages.map(({ code, name }) => (
              <button
                key={code}
                type="button"
                lang={code}
                aria-pressed={locale === code}
                className={`rounded px-2 py-1 ${locale === code ? 'bg-white text-brand-900' : 'hover:bg-brand-700'}`}
                onClick={() => void chooseLocale(code)}
              >
                {name}
              </button>
            ))}
          </span>
        </div>
        {nav}
      </header>
      <main id="content" className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
        {children}
      </main>
    </div>
  );
}
