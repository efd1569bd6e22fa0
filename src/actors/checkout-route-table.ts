import type { CartReport, CheckoutEvent, CheckoutStep } from '../machines/checkout';
import { loginPathFor } from './auth-paths';

/**
 * The checkout's route table, beside its actor: the page each step shows, the pages the flow owns and what an
 * arrival on one tells the machine. Which component each page renders is the app shell's (src/app/checkout-routes.tsx).
 */

/** The page of each checkout step; null while the browser leaves for the gateway. */
export const checkoutPaths: Record<CheckoutStep, string | null> = {
  cart: '/shopping-cart',
  // The phone sign-in first, then back to the customer details (issue 16).
  signIn: loginPathFor('/verify'),
  info: '/verify',
  payment: '/payment',
  confirmation: '/payment/confirmation',
  leaving: null,
};

/** The checkout's own pages; the cart page is the shop's too (reached freely), so it is never corrected. */
const ownPages = new Set(['/verify', '/payment', '/payment/confirmation']);
export const ownsCheckoutPage = (path: string): boolean => ownPages.has(path);

/** Arriving on /verify or /payment tells the machine, with the cart's size and its lines out of stock. */
export function checkoutArrivalAt(path: string, cart: CartReport): CheckoutEvent | null {
  if (path === '/verify') return { type: 'ENTER_INFO', ...cart };
  if (path === '/payment') return { type: 'ENTER_PAYMENT', ...cart };
  return null;
}
