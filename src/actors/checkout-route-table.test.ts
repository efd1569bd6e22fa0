import { describe, expect, it } from 'vitest';
import { checkoutPages } from './checkout-pages';
import { checkoutArrivalAt, checkoutPaths, ownsCheckoutPage } from './checkout-route-table';

const cart = { cartCount: 1, soldOut: [] };

describe("the checkout's route table", () => {
  it.each(['/shopping-cart', '/verify', '/payment', '/payment/confirmation', '/orders/12', '/verify/', '/Shopping-Cart'])(
    'serves %s',
    (path) => expect(checkoutPages.test(path)).toBe(true),
  );

  it.each(['/', '/favoris', '/details/1', '/payments', '/payment/confirmation/x', '/orders', '/orders/12/x', '/verify-me', '/auth/login'])(
    'leaves %s to the other routes',
    (path) => expect(checkoutPages.test(path)).toBe(false),
  );

  it('serves the page of every step, and the sign-in step returns to /verify', () => {
    for (const path of Object.values(checkoutPaths)) if (path && !path.startsWith('/auth')) expect(checkoutPages.test(path)).toBe(true);
    expect(checkoutPaths.signIn).toBe('/auth/login?returnTo=%2Fverify');
  });

  it('tells the machine of an arrival on /verify and /payment only, with the cart as it is', () => {
    expect(checkoutArrivalAt('/verify', cart)).toEqual({ type: 'ENTER_INFO', ...cart });
    expect(checkoutArrivalAt('/payment', cart)).toEqual({ type: 'ENTER_PAYMENT', ...cart });
    expect(checkoutArrivalAt('/shopping-cart', cart)).toBeNull();
    expect(['/shopping-cart', '/verify', '/payment', '/payment/confirmation'].filter(ownsCheckoutPage)).toEqual([
      '/verify',
      '/payment',
      '/payment/confirmation',
    ]);
  });
});
