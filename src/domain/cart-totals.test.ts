import { describe, expect, it } from 'vitest';
import { cartSubtotal, cartTotals, lineTotal } from './cart-totals';

const lines = [
  { price: 2500, quantity: 3 },
  { price: 1500, quantity: 1 },
];

describe('cart totals (XOF integers)', () => {
  it('multiplies unit price by quantity per line and sums the lines', () => {
    expect(lineTotal({ price: 2500, quantity: 3 })).toBe(7500);
    expect(cartSubtotal(lines)).toBe(9000);
    expect(cartSubtotal([])).toBe(0);
  });

  it('adds the chosen delivery fee to the total', () => {
    expect(cartTotals(lines, 10_000)).toEqual({ subtotal: 9000, deliveryFee: 10_000, total: 19_000 });
    expect(cartTotals(lines, 0)).toEqual({ subtotal: 9000, deliveryFee: 0, total: 9000 });
  });

  it('is the subtotal while no delivery method is chosen', () => {
    expect(cartTotals(lines, null)).toEqual({ subtotal: 9000, deliveryFee: null, total: 9000 });
  });

  it('refuses amounts that are not whole XOF', () => {
    expect(() => lineTotal({ price: 99.5, quantity: 1 })).toThrow(RangeError);
    expect(() => lineTotal({ price: -1, quantity: 1 })).toThrow(RangeError);
    expect(() => lineTotal({ price: 100, quantity: 0 })).toThrow(RangeError);
    expect(() => cartTotals(lines, 2.5)).toThrow(RangeError);
    expect(() => cartSubtotal([{ price: Number.MAX_SAFE_INTEGER, quantity: 2 }])).toThrow(RangeError);
  });
});
