import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { StoredProduct } from '../../domain/cart-item';
import { AddToCartButton } from '../shared/AddToCartButton';
import { useInCart } from '../shared/shopActors';
import { RemoveFromWishlistButton } from './RemoveFromWishlistButton';

/** Add to cart with quantity 1 (gone once the product is in the cart, spec §2), and remove. */
export function WishlistActions({ product }: { product: StoredProduct }) {
  const inCart = useInCart(product.id);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <AddToCartButton product={product} quantity={1} />
      {inCart && (
        <Link href="/shopping-cart" className="text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
          <Trans>In your cart</Trans>
        </Link>
      )}
      <RemoveFromWishlistButton product={product} />
    </div>
  );
}
