import type { StoredProduct } from './cart-item';
import type { Product } from './catalog';

/**
 * What a cart or wishlist keeps of an API product: enough to render its rows without refetching,
 * with the card-sized image (or the first gallery link when the product came without `populate=image`).
 */
export function toStoredProduct(product: Product): StoredProduct {
  const { attributes } = product;
  return {
    id: product.id,
    name: attributes.name,
    price: attributes.price,
    availability: attributes.availability,
    category_name: attributes.category_name,
    image_url: attributes.image?.[0]?.formats.small.url ?? attributes.image_links[0] ?? null,
  };
}
