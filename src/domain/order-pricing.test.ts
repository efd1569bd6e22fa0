import { describe, expect, it } from 'vitest';
import { priceOrder } from './order-pricing';

describe('priceOrder', () => {
  it('adds price × quantity over the lines, then the delivery fee; the whole total is paid online', () => {
    expect(priceOrder([{ unitPrice: 4500, quantity: 2 }, { unitPrice: 12_000, quantity: 1 }], 10_000)).toEqual({
      subtotal: 21_000,
      deliveryFee: 10_000,
      total: 31_000,
      deposit: 31_000,
      rest: 0,
    });
  });

  it('refuses fractional or negative amounts instead of pricing them', () => {
    expect(() => priceOrder([{ unitPrice: 10.5, quantity: 1 }], 0)).toThrow(RangeError);
    expect(() => priceOrder([{ unitPrice: 100, quantity: -1 }], 0)).toThrow(RangeError);
    expect(() => priceOrder([], -5)).toThrow(RangeError);
  });
});
