import { ShoppingCart } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { StoredProduct } from '../../domain/cart-item';
import { useCartActor, useInCart } from './shopActors';

export interface AddToCartButtonProps {
  product: StoredProduct;
  /** 1 from cards and the wishlist, the chosen quantity on the details page. */
  quantity?: number;
  className?: string;
}

/** Adds the product to the cart; not shown once it is there (spec §2). */
export function AddToCartButton({ product, quantity = 1, className = '' }: AddToCartButtonProps) {
  const cart = useCartActor();
  const inCart = useInCart(product.id);
  if (inCart) return null;
  return (
    <button
      type="button"
      onClick={() => cart?.send({ type: 'ADD', product, quantity })}
      className={`inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${className}`}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      <Trans>Add to cart</Trans>
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
