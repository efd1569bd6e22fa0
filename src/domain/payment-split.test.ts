import { expect, it } from 'vitest';
import { splitPayment } from './payment-split';

it('pays the whole total online, nothing left on delivery', () => {
  expect(splitPayment(31_000)).toEqual({ deposit: 31_000, rest: 0 });
  expect(splitPayment(0)).toEqual({ deposit: 0, rest: 0 });
});

it('refuses a total that is not a whole, non-negative amount', () => {
  expect(() => splitPayment(10.5)).toThrow(RangeError);
  expect(() => splitPayment(-1)).toThrow(RangeError);
});
