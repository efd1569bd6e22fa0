import { useMemo } from 'react';
import { soldOutLines } from '../domain/cart-rules';
import type { CartReport } from '../machines/checkout';
import { useProducts } from '../services/catalog';
import { useCartItems } from './shop-actors';

/**
 * What the cart holds as the checkout needs it: its size and the lines out of stock now. The catalogue's answer
 * (the one product list every page shares) says what sold out since a line was added; until it arrives, the
 * line's own word counts.
 */
export function useCartReport(): CartReport {
  const items = useCartItems();
  const { data: products } = useProducts();
  return useMemo(() => {
    const inStock = new Map((products ?? []).map((product) => [product.id, product.attributes.availability] as const));
    return { cartCount: items.length, soldOut: soldOutLines(items, inStock) };
  }, [items, products]);
}
