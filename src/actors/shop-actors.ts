import { useSelector } from '@xstate/react';
import type { CartItem, StoredProduct } from '../domain/cart-item';
import { useBrowserState } from './browser-state';
import { RootActor } from './root-actor';

/**
 * Read and address the root's long-lived children (cart, wishlist, category filter) from any view.
 * The children always exist while the root runs; the empty fallbacks only cover its first render.
 * The cart and wishlist read empty while a server-rendered page is hydrated (useBrowserState): the views that show
 * them put a placeholder there until the next render brings the shopper's own.
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
  const items = useSelector(useCartActor(), (snapshot) => snapshot?.context.items);
  return (useBrowserState() ? items : undefined) ?? noCartItems;
}

export function useWishlistItems(): StoredProduct[] {
  const items = useSelector(useWishlistActor(), (snapshot) => snapshot?.context.items);
  return (useBrowserState() ? items : undefined) ?? noWishlistItems;
}

export function useInCart(productId: number): boolean {
  const inCart = useSelector(useCartActor(), (snapshot) => snapshot?.context.items.some((item) => item.id === productId) ?? false);
  return useBrowserState() && inCart;
}

/** How many of the product the cart holds: 0 when it is not there. */
export function useCartQuantity(productId: number): number {
  const quantity = useSelector(useCartActor(), (snapshot) => snapshot?.context.items.find((item) => item.id === productId)?.quantity ?? 0);
  return useBrowserState() ? quantity : 0;
}

export function useInWishlist(productId: number): boolean {
  const inWishlist = useSelector(useWishlistActor(), (snapshot) => snapshot?.context.items.some((item) => item.id === productId) ?? false);
  return useBrowserState() && inWishlist;
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
