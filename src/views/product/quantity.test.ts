import { describe, expect, it } from 'vitest';
import { maxQuantity, minQuantity, stepQuantity } from './quantity';

describe('stepQuantity', () => {
  it.each([
    [1, 1, 2],
    [5, -1, 4],
    [9, 1, 10],
    [2, -1, 1],
    // Past the bounds the step is ignored.
    [1, -1, 1],
    [10, 1, 10],
  ] as const)('%d %+d → %d', (current, step, expected) => {
    expect(stepQuantity(current, step)).toBe(expected);
  });

  it('the picker bounds are 1 and 10', () => {
    expect([minQuantity, maxQuantity]).toEqual([1, 10]);
  });
});
