// What the shopper sees in each state of the checkout (src/machines/checkout.ts).
import { expect, type Page } from '@playwright/test';
import type { checkoutMachine } from '../../../src/machines/checkout';
import type { StateChecks } from '../flow';

const main = (page: Page) => page.getByRole('main');
const pleaseWait = (page: Page) => main(page).getByRole('status').filter({ hasText: 'Please wait...' });
/** The order or payment failure's alert on /payment/confirmation. */
export const failureAlert = (page: Page) => main(page).getByRole('alert').filter({ hasText: 'An error occurred' });
export const detailsForm = (page: Page) => page.getByRole('form', { name: 'Your details' });

const atPath = async (page: Page, path: string) => expect.poll(() => new URL(page.url()).pathname).toBe(path);

/** The offers of a failure, by the buttons' names (a button per event the machine accepts). */
const offersOf = {
  unexpected: ['Try again', 'Change payment method'],
  walletPhone: ['Try again', 'Change payment method'],
  totalChanged: [/^Pay /, 'Change payment method'],
  outOfStock: ['Back to the cart'],
  alreadyPaid: [],
} as const;

export const checkoutChecks: StateChecks<typeof checkoutMachine> = {
  /**
   * "The shopper is shopping; the cart page sets the delivery method": on /shopping-cart, the chosen method is
   * checked (an emptied cart says so instead of offering the methods).
   */
  'checkout.cart': async ({ page }, expected) => {
    await atPath(page, '/shopping-cart');
    const methods = main(page).getByRole('group', { name: 'Delivery method' });
    const empty = main(page).getByText('Your cart is empty');
    await expect(methods.or(empty)).toBeVisible();
    if (await empty.isVisible()) return;
    await expect(methods.getByRole('radio', { checked: true })).toHaveCount(expected.context.deliveryMethod === null ? 0 : 1);
  },
  /** "Waiting for the session" on /verify: the details page is open. */
  'checkout.info.lookingUp': async ({ page }) => {
    await atPath(page, '/verify');
  },
  /** "Asking the shop where the customer had orders delivered before": /verify says it loads the details. */
  'checkout.info.loadingDeliveries': async ({ page }) => {
    await atPath(page, '/verify');
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading your details…' })).toBeVisible();
  },
  /**
   * "The form, prefilled; the saved delivery places (if any) offered to choose from": /verify shows the details
   * form with its way on to the payment, and the chosen saved place (or “A new address”) checked.
   */
  'checkout.info.editing': async ({ page }, expected) => {
    await atPath(page, '/verify');
    await expect(detailsForm(page).getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    await expect(detailsForm(page).getByLabel('First name')).toHaveValue(/\S/);
    const { savedDeliveries, place } = expected.context;
    if (savedDeliveries.length === 0) return;
    const places = page.getByTestId('saved-places').getByRole('radio');
    await expect(places).toHaveCount(savedDeliveries.length + 1);
    await expect(place === null ? places.last() : places.nth(place)).toBeChecked();
  },
  /** "The saved delivery places could not be loaded: the form works, and the shopper may try again". */
  'checkout.info.deliveriesFailed': async ({ page }) => {
    const alert = main(page).getByRole('alert').filter({ hasText: 'Your saved addresses could not be loaded.' });
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(detailsForm(page).getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  },
  /** "Nobody is signed in: this checkout ends and sends the shopper to the phone sign-in; back on /verify a new checkout starts where this one stopped". */
  'checkout.signingIn': async ({ page }) => {
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fverify$/);
    await expect(page.getByLabel('Phone number')).toBeVisible();
  },
  /** "Choosing the payment method and the wallet number (/payment)". */
  'checkout.payment': async ({ page }) => {
    await atPath(page, '/payment');
    await expect(main(page).getByRole('radio', { name: 'Wave' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
  },
  /** "The confirmation page is waiting for the customer and the cart": “Please wait...”. */
  'checkout.awaitingConfirmation': async ({ page }) => {
    await atPath(page, '/payment/confirmation');
    await expect(pleaseWait(page)).toBeVisible();
  },
  /** "Placing the order with the shop": “Please wait...” on /payment/confirmation. */
  'checkout.confirming.placingOrder': async ({ page }) => {
    await atPath(page, '/payment/confirmation');
    await expect(pleaseWait(page)).toBeVisible();
  },
  /** "Asking PayDunya for the payment page": still “Please wait...”. */
  'checkout.confirming.startingPayment': async ({ page }) => {
    await atPath(page, '/payment/confirmation');
    await expect(pleaseWait(page)).toBeVisible();
  },
  /** "Something went wrong: the shopper sees the error and what can be done about it": one button per offer of this failure. */
  'checkout.failed': async ({ page }, expected) => {
    await atPath(page, '/payment/confirmation');
    const alert = failureAlert(page);
    await expect(alert).toBeVisible();
    const offers = offersOf[expected.context.failure?.kind ?? 'unexpected'];
    await expect(alert.getByRole('button')).toHaveCount(offers.length);
    for (const name of offers) await expect(alert.getByRole('button', { name })).toBeEnabled();
  },
  /** "The payment has started: the cart is emptied and the browser goes to the payment page" (PayDunya's simulator). */
  'checkout.redirecting': async ({ page }) => {
    await expect(page).toHaveURL(/\/paydunya-sim\/checkout\/test_/);
    await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  },
};
