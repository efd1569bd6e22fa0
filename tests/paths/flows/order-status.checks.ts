// What the shopper sees in each state of the order status page, /orders/{id} (src/machines/order-status.ts).
import { expect, type Page } from '@playwright/test';
import type { orderStatusMachine } from '../../../src/machines/order-status';
import type { StateChecks } from '../flow';

const main = (page: Page) => page.getByRole('main');
const orderHeading = (page: Page) => main(page).getByRole('heading', { level: 1, name: /^Order #/ });
const banner = (page: Page, text: string) => main(page).getByText(text, { exact: true });
const retryButton = (page: Page) => main(page).getByRole('button', { name: 'Retry the payment' });

export const orderStatusChecks: StateChecks<typeof orderStatusMachine> = {
  /** "Waiting to learn who is signed in": the order's page is there, nothing of the order yet. */
  'orderStatus.identifying': async ({ page }) => {
    await expect(orderHeading(page)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Your order' })).toBeHidden();
  },
  /** "Nobody is signed in: the page asks the shopper to sign in to see the order." */
  'orderStatus.signedOut': async ({ page }) => {
    await expect(main(page).getByText('Sign in with your phone number to pay.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
  /** "Loading the order": the page says it is loading. */
  'orderStatus.loading': async ({ page }) => {
    await expect(main(page).getByRole('status').filter({ hasText: '...loading' })).toBeVisible();
  },
  /** "Waiting for the payment notification: the order is asked again every few seconds." */
  'orderStatus.awaitingPayment': async ({ page }) => {
    await expect(banner(page, 'Waiting for the payment to be confirmed… This page updates by itself.')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Your order' })).toBeVisible();
  },
  /** "Paid: the page says where the order is" (money after the order ended: the shop checks it). */
  'orderStatus.paid': async ({ page }, expected) => {
    const text =
      expected.context.order?.state === 'paid_after_expiry'
        ? 'We received your payment after the order had ended. We are checking it: the shop will prepare your order or give the money back.'
        : 'Paid — thank you! We are preparing your order.';
    await expect(banner(page, text)).toBeVisible();
    await expect(retryButton(page)).toBeHidden();
  },
  /** "The payment failed or was cancelled: nothing was charged, the shopper may pay again" (and why a new payment did not start). */
  'orderStatus.failed': async ({ page }, expected) => {
    const text =
      expected.context.order?.status === 'cancelled'
        ? 'The payment was cancelled. You can try again.'
        : 'The payment failed. Nothing was charged; you can try again.';
    await expect(banner(page, text)).toBeVisible();
    await expect(retryButton(page)).toBeEnabled();
    const failure = main(page).getByRole('form', { name: 'Pay again' }).getByRole('alert');
    if (expected.context.paymentFailure) await expect(failure).toHaveText('An error occurred');
    else await expect(failure).toHaveCount(0);
  },
  /** "Starting a new payment for the same order": the retry button waits. */
  'orderStatus.startingPayment': async ({ page }) => {
    await expect(retryButton(page)).toBeDisabled();
  },
  /** "The new payment has started: the browser goes to the payment page." */
  'orderStatus.leaving': async ({ page }) => {
    await expect(page).toHaveURL(/\/paydunya-sim\/checkout\/test_/);
  },
  /** "The order expired unpaid or the shop cancelled it: it takes no new payment, the shopper may order again." */
  'orderStatus.expired': async ({ page }, expected) => {
    const text =
      expected.context.order?.state === 'cancelled'
        ? 'Cancelled by the shop.'
        : 'This order expired before it was paid. Nothing was charged.';
    await expect(banner(page, text)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Order again' })).toBeVisible();
    await expect(retryButton(page)).toBeHidden();
  },
  /** "No such order for this shopper." */
  'orderStatus.notFound': async ({ page }) => {
    await expect(main(page).getByRole('alert')).toHaveText('This order does not exist.');
  },
  /** "The order could not be loaded: the shopper may try again." */
  'orderStatus.unavailable': async ({ page }) => {
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('An error occurred');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
