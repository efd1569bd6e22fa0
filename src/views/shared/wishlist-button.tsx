import { Heart } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { StoredProduct } from '../../domain/cart-item';
import { useBrowserState } from '../../actors/browser-state';
import { useInWishlist, useWishlistActor } from '../../actors/shop-actors';

export interface WishlistButtonProps {
  product: StoredProduct;
  className?: string;
}

/** The heart: filled when the product is in the wishlist; a press toggles it (the wishlist actor decides). */
export function WishlistButton({ product, className = '' }: WishlistButtonProps) {
  const { t } = useLingui();
  const wishlist = useWishlistActor();
  const inWishlist = useInWishlist(product.id);
  // Hidden, in its place, until the browser has the shopper's own wishlist (a server-rendered page): never an empty heart first.
  const hidden = useBrowserState() ? '' : 'invisible';
  const { name } = product;
  return (
    <button
      type="button"
      aria-pressed={inWishlist}
      aria-label={inWishlist ? t`Remove ${name} from the wishlist` : t`Add ${name} to the wishlist`}
      onClick={() => wishlist?.send({ type: 'TOGGLE', product })}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-accent-600 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500 ${hidden} ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" fill={inWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}
