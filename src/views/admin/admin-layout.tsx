import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../services/i18n';
import { LanguageButtons } from '../shared/language-buttons';
import { readsRightToLeft } from '../../domain/reading-direction';

/**
 * The back office's frame, phone first: a header with the way back to the shop and the language, the
 * sections' navigation when the visitor is staff, and the page in `main#content`.
 */
export function AdminLayout({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  const locale = useLocale();
  return (
    // The page's <html> says the same (activateLocale); said here too, the back office's frame keeps its language
    // and direction wherever it is mounted (its component tests render it without the shop's boot).
    <div className="min-h-dvh bg-stone-50 text-stone-900" lang={locale} dir={readsRightToLeft(locale) ? 'rtl' : 'ltr'}>
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
          <span className="ms-auto">
            <LanguageButtons look={(chosen) => (chosen ? 'bg-white text-brand-900' : 'hover:bg-brand-700')} />
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
