import { useSelector } from '@xstate/react';
import type { CartItem, StoredProduct } from '../domain/cart-item';
import { RootActor } from './root-actor';

/**
 * Read and address the root's long-lived children (cart, wishlist, category filter) from any view.
 * The children always exist while the root runs; the empty fallbacks only cover its first render.
 */
const noCartItems: CartItem[] = [];
const noWishlistItems: StoredProduct[] = [];

export function useCartActor() {
  return RootActor.useSelector((snapshot) => snapshot.children.cart);
}

export function useWishlistActor() {
  return RootActor.useSelector((snapshot) => snapshot.children.wishlist);
}

function useCategoryFilterActor() {
  return RootActor.useSelector((snapshot) => snapshot.children.categoryFilter);
}

export function useCartItems(): CartItem[] {
  return useSelector(useCartActor(), (snapshot) => snapshot?.context.items) ?? noCartItems;
}

export function useWishlistItems(): StoredProduct[] {
  return useSelector(useWishlistActor(), (snapshot) => snapshot?.context.items) ?? noWishlistItems;
}

export function useInCart(productId: number): boolean {
  return useSelector(useCartActor(), (snapshot) => snapshot?.context.items.some((item) => item.id === productId) ?? false);
}

/** How many of the product the cart holds: 0 when it is not there. */
export function useCartQuantity(productId: number): number {
  return useSelector(useCartActor(), (snapshot) => snapshot?.context.items.find((item) => item.id === productId)?.quantity ?? 0);
}

export function useInWishlist(productId: number): boolean {
  return useSelector(useWishlistActor(), (snapshot) => snapshot?.context.items.some((item) => item.id === productId) ?? false);
}

/** The shared category filter: the active category id, or null for all products. */
export function useActiveCategory(): number | null {
  return useSelector(useCategoryFilterActor(), (snapshot) => snapshot?.context.categoryId ?? null);
}

/** Sends SELECT: choosing the active category again clears it (the machine decides). */
export function useSelectCategory(): (categoryId: number) => void {
  const filter = useCategoryFilterActor();
  return (categoryId) => filter?.send({ type: 'SELECT', categoryId });
}
