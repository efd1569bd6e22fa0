import type { CartItem, StoredProduct } from '../../src/domain/cart-item';

// Products the cart and wishlist models add: two valid ones, one sold out (the cart refuses it) and one the rules must refuse.
export const tea: StoredProduct = {
  id: 1,
  name: 'Tisane kinkeliba',
  price: 2500,
  availability: true,
  category_name: 'Bien-être',
  image_url: null,
};
export const soap: StoredProduct = {
  id: 2,
  name: 'Savon au karité',
  price: 1500,
  availability: true,
  category_name: 'Cosmétique',
  image_url: '/uploads/soap.webp',
};
/** Out of stock, as the seeded honey (id 5): never added to the cart, though a restored cart may hold it. */
export const honey: StoredProduct = {
  id: 5,
  name: 'Miel de mangrove',
  price: 6000,
  availability: false,
  category_name: 'Alimentation',
  image_url: null,
};
/** A negative price: not a valid stored product. */
export const broken = { ...tea, id: 3, name: 'Broken', price: -1 } as StoredProduct;
export const absentId = 404;

export const line = (product: StoredProduct, quantity: number): CartItem => ({ ...product, quantity });

/** Path step names of the cart and wishlist models: the product (and quantity), the id, or what is restored. */
export function describeListEvent(event: object): string {
  const { type, ...payload } = event as { type: string; product?: { name: string }; quantity?: number; id?: number; items?: unknown };
  if (payload.product)
    return payload.quantity === undefined ? `${type} ${payload.product.name}` : `${type} ${payload.product.name} × ${payload.quantity}`;
  if (payload.id !== undefined) return `${type} #${payload.id}`;
  if (type === 'RESTORE') return `RESTORE ${JSON.stringify(payload.items).slice(0, 40)}`;
  return type;
}
