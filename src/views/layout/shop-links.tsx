import { Heart, ShoppingCart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { useBrowserState } from '../../actors/browser-state';
import { pluralCategory } from '../../services/plural-category';
import { useCartItems, useWishlistItems } from '../../actors/shop-actors';
import { CountLink } from './count-link';

/** Wishlist and cart links with their count badges; `captions` adds visible names (bottom bar). */
export function WishlistLink({ captions = false }: { captions?: boolean }) {
  const { t, i18n } = useLingui();
  const count = useWishlistItems().length;
  const form = pluralCategory(count, i18n.locale);
  // Until the browser has the shopper's own wishlist (a server-rendered page), no count rather than a wrong one.
  return (
    <CountLink
      href="/favoris"
      label={useBrowserState() ? t`Wishlist, ${select(form, { one: `${count} item`, other: `${count} items` })}` : t`Wishlist`}
      count={count}
      icon={<Heart aria-hidden="true" className="size-6" />}
      caption={captions ? <Trans>Wishlist</Trans> : undefined}
    />
  );
}

/** The cart badge counts the cart's lines (spec §2). */
export function CartLink({ captions = false }: { captions?: boolean }) {
  const { t, i18n } = useLingui();
  const count = useCartItems().length;
  const form = pluralCategory(count, i18n.locale);
  return (
    <CountLink
      href="/shopping-cart"
      label={useBrowserState() ? t`Cart, ${select(form, { one: `${count} item`, other: `${count} items` })}` : t`Cart`}
      count={count}
      icon={<ShoppingCart aria-hidden="true" className="size-6" />}
      caption={captions ? <Trans>Cart</Trans> : undefined}
    />
  );
}
