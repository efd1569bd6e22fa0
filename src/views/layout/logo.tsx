import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';

/** The Baobab logo: a small tree mark and the name, linking to the home page. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useLingui();
  return (
    <Link href="/" aria-label={t`Baobab, home page`} className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={inverted ? 'text-accent-400' : 'text-brand-700'}>
        <path
          fill="currentColor"
          d="M16 3c-5 0-9 3-9 7 0 2.5 1.6 4.6 4 5.8V17c-1.5.6-3 1.3-4 2.5l1.3 1.2c.8-.9 1.8-1.4 2.7-1.8V29h2V14.6l-.6-.3C10.3 13.4 9 11.8 9 10c0-2.8 3-5 7-5s7 2.2 7 5c0 1.8-1.3 3.4-3.4 4.3l-.6.3V29h2v-10.1c.9.4 1.9.9 2.7 1.8l1.3-1.2c-1-1.2-2.5-1.9-4-2.5v-1.2c2.4-1.2 4-3.3 4-5.8 0-4-4-7-9-7z"
        />
        <rect x="14" y="9" width="4" height="20" rx="1" fill="currentColor" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}>Baobab</span>
    </Link>
  );
}
