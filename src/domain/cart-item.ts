import { z } from 'zod';

/** Spec §5: a cart line holds 1 to 99 of a product. */
export const cartQuantityMin = 1;
export const cartQuantityMax = 99;

/** The product fields a cart or wishlist keeps, so its pages render without refetching. */
export const storedProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  availability: z.boolean(),
  category_name: z.string(),
  /** Card-sized image url relative to the API host, if the product has one. */
  image_url: z.string().nullable(),
});
export type StoredProduct = z.infer<typeof storedProductSchema>;

export const cartItemSchema = storedProductSchema.extend({
  quantity: z.number().int().min(cartQuantityMin).max(cartQuantityMax),
});
export type CartItem = z.infer<typeof cartItemSchema>;
