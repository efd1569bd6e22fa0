import type { CartItem, StoredProduct } from './cart-item';
import { cartQuantityMax, cartQuantityMin, readCartItem, readStoredProduct } from './stored-item-reader';

/**
 * The cart and wishlist rules, pure, shared by their machines and by what reads them back from storage.
 *
 * Decisions (spec §4, §5):
 * - A quantity to add must be a whole number of at least 1; below that, or not whole, the add is refused.
 *   Above 99 it is brought down to 99.
 * - A product out of stock cannot be added (issue 21); a line added before it sold out stays, marked, and the
 *   checkout waits for its removal (soldOutLines).
 * - Adding a product already in the cart never makes a second line: its quantity rises by the amount added,
 *   up to 99.
 * - Stored lists keep their valid part: a line that is not a valid item (quantity outside 1..99 included) is
 *   dropped, and of two lines with the same id only the first is kept.
 */

/** The quantity an add may use, or null when the add must be refused. */
export function acceptedAddQuantity(quantity: number): number | null {
  if (!Number.isInteger(quantity) || quantity < cartQuantityMin) return null;
  return Math.min(quantity, cartQuantityMax);
}

export function isStoredProduct(product: unknown): product is StoredProduct {
  return readStoredProduct(product) !== null;
}

export function findLine<T extends { id: number }>(items: readonly T[], id: number): T | undefined {
  return items.find((item) => item.id === id);
}

/** Whether a product may be added to the cart: only one the shop has in stock. */
export const canBeBought = (product: Pick<StoredProduct, 'availability'>): boolean => product.availability;

/** Only the stored-product fields: a card may hand over a richer object, storage keeps the known shape. */
function storedFields(product: StoredProduct): StoredProduct {
  const { id, name, price, availability, category_name, image_url } = product;
  return { id, name, price, availability, category_name, image_url };
}

/** Adds `quantity` of `product`; a refused add gives the lines unchanged. */
export function addToCart(items: readonly CartItem[], product: StoredProduct, quantity: number): CartItem[] {
  const accepted = acceptedAddQuantity(quantity);
  if (accepted === null || !isStoredProduct(product) || !canBeBought(product)) return [...items];
  const existing = findLine(items, product.id);
  if (!existing) return [...items, { ...storedFields(product), quantity: accepted }];
  return items.map((item) => (item.id === product.id ? { ...item, quantity: Math.min(item.quantity + accepted, cartQuantityMax) } : item));
}

export function removeLine<T extends { id: number }>(items: readonly T[], id: number): T[] {
  return items.filter((item) => item.id !== id);
}

/** Moves a line's quantity by `step`, staying within 1..99. */
export function stepQuantity(items: readonly CartItem[], id: number, step: 1 | -1): CartItem[] {
  return items.map((item) =>
    item.id === id ? { ...item, quantity: Math.min(cartQuantityMax, Math.max(cartQuantityMin, item.quantity + step)) } : item,
  );
}

export function canIncrement(items: readonly CartItem[], id: number): boolean {
  const line = findLine(items, id);
  return line !== undefined && line.quantity < cartQuantityMax;
}

export function canDecrement(items: readonly CartItem[], id: number): boolean {
  const line = findLine(items, id);
  return line !== undefined && line.quantity > cartQuantityMin;
}

export function addToWishlist(items: readonly StoredProduct[], product: StoredProduct): StoredProduct[] {
  if (!isStoredProduct(product) || findLine(items, product.id)) return [...items];
  return [...items, storedFields(product)];
}

function keepValidUnique<T extends { id: number }>(value: unknown, parse: (entry: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  const kept: T[] = [];
  for (const entry of value) {
    const item = parse(entry);
    if (item && !findLine(kept, item.id)) kept.push(item);
  }
  return kept;
}

/** The valid, de-duplicated cart lines of an untrusted list (anything else gives an empty cart). */
export function sanitizeCartItems(value: unknown): CartItem[] {
  // Only the known fields are kept.
  return keepValidUnique(value, readCartItem);
}

/** The valid, de-duplicated wishlist products of an untrusted list. */
export function sanitizeWishlistItems(value: unknown): StoredProduct[] {
  return keepValidUnique(value, readStoredProduct);
}

/**
 * The cart lines the shop cannot sell now, by id: what the catalogue says today (`inStock`, by product id) wins over
 * what the line kept when it was added (it may have sold out since); a product the catalogue did not list keeps it.
 */
export function soldOutLines(items: readonly CartItem[], inStock: ReadonlyMap<number, boolean>): number[] {
  return items.filter((item) => !(inStock.get(item.id) ?? item.availability)).map((item) => item.id);
}
