import { Heart, ShoppingCart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useBrowserState } from '../../actors/browser-state';
import { useCartItems, useWishlistItems } from '../../actors/shop-actors';
import { CountLink } from './count-link';

/** Wishlist and cart links with their count badges; `captions` adds visible names (bottom bar). */
export function WishlistLink({ captions = false }: { captions?: boolean }) {
  const { t } = useLingui();
  const count = useWishlistItems().length;
  // Until the browser has the shopper's own wishlist (a server-rendered page), no count rather than a wrong one.
  return (
    <CountLink
      href="/favoris"
      label={useBrowserState() ? t`Wishlist, ${plural(count, { one: '# item', other: '# items' })}` : t`Wishlist`}
      count={count}
      icon={<Heart aria-hidden="true" className="size-6" />}
      caption={captions ? <Trans>Wishlist</Trans> : undefined}
    />
  );
}

/** The cart badge counts the cart's lines (spec §2). */
export function CartLink({ captions = false }: { captions?: boolean }) {
  const { t } = useLingui();
  const count = useCartItems().length;
  return (
    <CountLink
      href="/shopping-cart"
      label={useBrowserState() ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`}
      count={count}
      icon={<ShoppingCart aria-hidden="true" className="size-6" />}
      caption={captions ? <Trans>Cart</Trans> : undefined}
    />
  );
}
