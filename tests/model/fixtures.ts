import type { CartItem, StoredProduct } from '../../src/domain/cart-item';

// Products the cart and wishlist models add: two valid ones and one the rules must refuse.
export const tea: StoredProduct = { id: 1, name: 'Tisane kinkeliba', price: 2500, availability: true, category_name: 'Bien-être', image_url: null };
export const soap: StoredProduct = { id: 2, name: 'Savon au karité', price: 1500, availability: false, category_name: 'Cosmétique', image_url: '/uploads/soap.webp' };
/** A negative price: not a valid stored product. */
export const broken = { ...tea, id: 3, name: 'Broken', price: -1 } as StoredProduct;
export const absentId = 404;

export const line = (product: StoredProduct, quantity: number): CartItem => ({ ...product, quantity });
