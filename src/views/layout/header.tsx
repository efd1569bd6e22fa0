import { AccountMenu } from './account-menu';
import { ContactLine } from './contact-line';
import { Logo } from './logo';
import { ProductsMenu } from './products-menu';
import { SearchBox } from './search-box';
import { CartLink, WishlistLink } from './shop-links';

/**
 * Header (spec §2): contact line with hours, language and currency; logo, products dropdown, search,
 * account, wishlist and cart. On phones the search takes its own row and the account, wishlist and
 * cart move to the bottom bar.
 */
export function Header() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <ContactLine />
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 md:grid-cols-[auto_auto_1fr_auto]">
        <Logo />
        <div className="justify-self-end md:justify-self-start">
          <ProductsMenu />
        </div>
        <div className="col-span-3 md:col-span-1">
          <SearchBox />
        </div>
        <div className="hidden items-center gap-1 md:flex">
          <AccountMenu />
          <WishlistLink />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
