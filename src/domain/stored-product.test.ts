import { describe, expect, it } from 'vitest';
import type { Product } from './catalog';
import { toStoredProduct } from './stored-product';

const image = (name: string) => ({
  url: `/uploads/products/${name}.webp`,
  width: 640,
  height: 640,
  alternativeText: name,
  formats: { small: { url: `/uploads/products/${name}-small.webp`, width: 240, height: 240 } },
});

const product: Product = {
  id: 7,
  attributes: {
    name: 'Huile de baobab',
    category_id: 1,
    category_name: 'Bien-être',
    price: 7500,
    availability: true,
    description: 'Pressée à froid.',
    properties: ['100 ml'],
    image: [image('oil-1'), image('oil-2')],
    image_links: ['/uploads/products/oil-1.webp'],
  },
};

describe('toStoredProduct', () => {
  it('keeps the fields a cart row needs, with the card-sized first image', () => {
    expect(toStoredProduct(product)).toEqual({
      id: 7,
      name: 'Huile de baobab',
      price: 7500,
      availability: true,
      category_name: 'Bien-être',
      image_url: '/uploads/products/oil-1-small.webp',
    });
  });

  it('falls back to the first image link, then to no image', () => {
    const { image: _image, ...withoutImages } = product.attributes;
    expect(toStoredProduct({ id: 7, attributes: withoutImages }).image_url).toBe('/uploads/products/oil-1.webp');
    expect(toStoredProduct({ id: 7, attributes: { ...withoutImages, image_links: [] } }).image_url).toBeNull();
  });
});
