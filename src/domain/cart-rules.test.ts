import { describe, expect, it } from 'vitest';
import type { CartItem, StoredProduct } from './cart-item';
import {
  acceptedAddQuantity,
  addToCart,
  addToWishlist,
  canDecrement,
  canIncrement,
  sanitizeCartItems,
  sanitizeWishlistItems,
  soldOutLines,
  stepQuantity,
} from './cart-rules';

const tea: StoredProduct = {
  id: 1,
  name: 'Tisane kinkeliba',
  price: 2500,
  availability: true,
  category_name: 'Bien-être',
  image_url: null,
};
const soap: StoredProduct = {
  id: 2,
  name: 'Savon au karité',
  price: 1500,
  availability: true,
  category_name: 'Cosmétique',
  image_url: '/uploads/soap.webp',
};
const line = (product: StoredProduct, quantity: number): CartItem => ({ ...product, quantity });

describe('quantities an add may use', () => {
  it.each([
    [1, 1],
    [3, 3],
    [99, 99],
    [100, 99],
    [10_000, 99],
    [0, null],
    [-2, null],
    [2.5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s → %s', (quantity, accepted) => {
    expect(acceptedAddQuantity(quantity)).toBe(accepted);
  });
});

describe('addToCart', () => {
  it('appends a new product with the quantity chosen', () => {
    expect(addToCart([line(tea, 1)], soap, 3)).toEqual([line(tea, 1), line(soap, 3)]);
  });

  it('never makes a second line: adding a product in the cart raises its quantity, up to 99', () => {
    expect(addToCart([line(tea, 2), line(soap, 1)], tea, 3)).toEqual([line(tea, 5), line(soap, 1)]);
    expect(addToCart([line(tea, 97)], tea, 5)).toEqual([line(tea, 99)]);
  });

  it('refuses quantities below 1 or not whole, and products that are not valid', () => {
    expect(addToCart([line(tea, 1)], soap, 0)).toEqual([line(tea, 1)]);
    expect(addToCart([line(tea, 1)], soap, 1.5)).toEqual([line(tea, 1)]);
    expect(addToCart([], { ...soap, price: -1 }, 1)).toEqual([]);
    expect(addToCart([], { ...soap, id: 0 }, 1)).toEqual([]);
  });

  it('refuses a product out of stock, whatever the quantity, and leaves its line as it was', () => {
    const soldOut = { ...soap, availability: false };
    expect(addToCart([], soldOut, 1)).toEqual([]);
    expect(addToCart([line(soap, 2)], soldOut, 1)).toEqual([line(soap, 2)]);
  });

  it('keeps only the stored-product fields of a richer object', () => {
    const rich = { ...tea, description: 'long text', properties: ['a'] } as StoredProduct;
    expect(addToCart([], rich, 1)).toEqual([line(tea, 1)]);
  });
});

describe('stepping a quantity', () => {
  it('stays within 1..99', () => {
    expect(stepQuantity([line(tea, 99)], 1, 1)).toEqual([line(tea, 99)]);
    expect(stepQuantity([line(tea, 1)], 1, -1)).toEqual([line(tea, 1)]);
    expect(stepQuantity([line(tea, 4), line(soap, 4)], 2, -1)).toEqual([line(tea, 4), line(soap, 3)]);
  });

  it('says when a step is possible', () => {
    expect(canIncrement([line(tea, 98)], 1)).toBe(true);
    expect(canIncrement([line(tea, 99)], 1)).toBe(false);
    expect(canDecrement([line(tea, 2)], 1)).toBe(true);
    expect(canDecrement([line(tea, 1)], 1)).toBe(false);
    expect(canIncrement([line(tea, 1)], 2)).toBe(false);
  });
});

describe('addToWishlist', () => {
  it('adds once', () => {
    expect(addToWishlist([tea], soap)).toEqual([tea, soap]);
    expect(addToWishlist([tea], tea)).toEqual([tea]);
  });
});

describe('reading untrusted lists', () => {
  it('keeps the valid lines, drops the others, and keeps the first of two lines with one id', () => {
    expect(
      sanitizeCartItems([
        line(tea, 2),
        line(soap, 0),
        line(soap, 100),
        { ...line(soap, 2), price: '1500' },
        line(tea, 7),
        'garbage',
        null,
        line(soap, 4),
      ]),
    ).toEqual([line(tea, 2), line(soap, 4)]);
  });

  it('gives an empty list for anything that is not a list', () => {
    for (const value of [null, undefined, 3, 'items', { 0: line(tea, 1) }]) expect(sanitizeCartItems(value)).toEqual([]);
    expect(sanitizeWishlistItems({ items: [tea] })).toEqual([]);
  });

  it('drops unknown fields', () => {
    expect(sanitizeWishlistItems([{ ...tea, secret: 'x' }, tea, { id: 3 }])).toEqual([tea]);
  });
});

describe('lines sold out since they were added', () => {
  it('names the lines the catalogue now says are out of stock, and keeps the stored word for a product it did not list', () => {
    const items = [line(tea, 1), line(soap, 2), line({ ...tea, id: 7, availability: false }, 1)];
    expect(soldOutLines(items, new Map([[2, false]]))).toEqual([2, 7]);
    expect(soldOutLines(items, new Map([[7, true]]))).toEqual([]);
    expect(soldOutLines(items, new Map())).toEqual([7]);
  });
});
