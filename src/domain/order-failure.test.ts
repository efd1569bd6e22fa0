import { expect, it } from 'vitest';
import { CheckoutFailureError, checkoutFailureOf } from './order-failure';

it('reads the failure a service reported', () => {
  expect(checkoutFailureOf(new CheckoutFailureError({ kind: 'totalChanged', total: 21_000 }))).toEqual({
    kind: 'totalChanged',
    total: 21_000,
  });
  expect(checkoutFailureOf(new CheckoutFailureError({ kind: 'outOfStock', productIds: [3] }))).toEqual({
    kind: 'outOfStock',
    productIds: [3],
  });
});

it('takes any other error for an unexpected one, even one that looks like a reported failure', () => {
  expect(checkoutFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unexpected' });
  expect(checkoutFailureOf({ failure: { kind: 'alreadyPaid' } })).toEqual({ kind: 'unexpected' });
  expect(checkoutFailureOf(undefined)).toEqual({ kind: 'unexpected' });
});
