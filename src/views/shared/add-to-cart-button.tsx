import { Link } from 'wouter';
import { Ban, Check, ShoppingCart } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { StoredProduct } from '../../domain/cart-item';
import { canBeBought } from '../../domain/cart-rules';
import { useBrowserState } from '../../actors/browser-state';
import { useCartActor, useCartQuantity } from '../../actors/shop-actors';
import { NeedsJavaScript } from './needs-javascript';

export interface AddToCartButtonProps {
  product: StoredProduct;
  /** 1 from cards and the wishlist, the chosen quantity on the details page. */
  quantity?: number;
  className?: string;
}

// Both states share the box (padding, text size, no border: the in-cart outline is a ring), so nothing moves when one becomes the other.
const box =
  'inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * Adds the product to the cart. Once it is there, the same place says so with the quantity and
 * leads to the cart, instead of disappearing (spec §2 hid it, which moved the card's price). A product out of stock
 * gets a disabled button that says so.
 */
export function AddToCartButton({ product, quantity = 1, className = '' }: AddToCartButtonProps) {
  const cart = useCartActor();
  const inCart = useCartQuantity(product.id);
  if (!useBrowserState()) {
    // A server-rendered page, until the browser has the shopper's cart: the button's place, empty, rather than
    // "Add to cart" for a product already there. Without JavaScript it stays so, and says why.
    return (
      <>
        <span aria-hidden="true" className={`${box} invisible ${className}`}>
          <ShoppingCart className="size-4" />
          <Trans>Add to cart</Trans>
        </span>
        <NeedsJavaScript />
      </>
    );
  }
  if (inCart > 0) {
    return (
      <Link
        href="/shopping-cart"
        className={`${box} bg-brand-50 text-brand-900 ring-2 ring-brand-700 ring-inset hover:bg-brand-100 ${className}`}
      >
        <Check aria-hidden="true" className="size-4" />
        <Trans>In the cart ({inCart})</Trans>
        <span className="sr-only">: {product.name}</span>
      </Link>
    );
  }
  if (!canBeBought(product)) {
    // Issue 21: not a button that does nothing — it says why the product cannot be added (the cart refuses it too).
    return (
      <button type="button" disabled className={`${box} cursor-not-allowed bg-stone-200 text-stone-600 ${className}`}>
        <Ban aria-hidden="true" className="size-4" />
        <Trans>Out of stock: cannot be added</Trans>
        <span className="sr-only">: {product.name}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => cart?.send({ type: 'ADD', product, quantity })}
      className={`${box} bg-brand-700 text-white hover:bg-brand-900 ${className}`}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      <Trans>Add to cart</Trans>
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
