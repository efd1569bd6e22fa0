import type { StoredProduct } from '../../domain/cart-item';
import { AddToCartButton } from '../shared/add-to-cart-button';
import { RemoveFromWishlistButton } from './remove-from-wishlist-button';

/** Add to cart with quantity 1 — once the product is in the cart, the same place says how many and leads there — and remove. */
export function WishlistActions({ product }: { product: StoredProduct }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <AddToCartButton product={product} quantity={1} />
      <RemoveFromWishlistButton product={product} />
    </div>
  );
}
