import { z } from 'zod/mini';
import { cartQuantityMax, cartQuantityMin } from './stored-item-reader';

/** Spec §5: a cart line holds 1 to 99 of a product (held where the machines read them without zod). */
export { cartQuantityMax, cartQuantityMin };

/** The product fields a cart or wishlist keeps, so its pages render without refetching. */
export const storedProductSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  price: z.number().check(z.int(), z.nonnegative()),
  availability: z.boolean(),
  category_name: z.string(),
  /** Card-sized image url relative to the API host, if the product has one. */
  image_url: z.nullable(z.string()),
});
export type StoredProduct = z.infer<typeof storedProductSchema>;

export const cartItemSchema = z.extend(storedProductSchema, {
  quantity: z.number().check(z.int(), z.minimum(cartQuantityMin), z.maximum(cartQuantityMax)),
});
export type CartItem = z.infer<typeof cartItemSchema>;
