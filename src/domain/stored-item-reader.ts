/**
 * The cart's and wishlist's stored shapes read without zod: the cart and wishlist machines run in the first
 * load of every page, and zod (~9 KB brotli) is not needed there until the first catalogue answer is checked.
 * src/domain/cart-item.ts keeps the schemas; stored-item-reader.test.ts holds these readers to them, input by input.
 */
import type { CartItem, StoredProduct } from './cart-item';

/** Spec §5: a cart line holds 1 to 99 of a product. */
export const cartQuantityMin = 1;
export const cartQuantityMax = 99;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** zod's int(): a finite whole number within the safe range. */
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The stored-product fields of `value` (others dropped, as zod's object does), or null when it is not one. */
export function readStoredProduct(value: unknown): StoredProduct | null {
  if (!isFields(value)) return null;
  const { id, name, price, availability, category_name, image_url } = value;
  if (!isInt(id) || id <= 0 || typeof name !== 'string' || !isInt(price) || price < 0) return null;
  if (typeof availability !== 'boolean' || typeof category_name !== 'string') return null;
  if (image_url !== null && typeof image_url !== 'string') return null;
  return { id, name, price, availability, category_name, image_url };
}

/** A cart line's fields, or null when `value` is not a line (quantity outside 1..99 included). */
export function readCartItem(value: unknown): CartItem | null {
  const product = readStoredProduct(value);
  if (!product || !isFields(value)) return null;
  const { quantity } = value;
  if (!isInt(quantity) || quantity < cartQuantityMin || quantity > cartQuantityMax) return null;
  return { ...product, quantity };
}
