// What the shopper sees in each state of the service page's booking form (src/machines/booking.ts).
import { expect, type Page } from '@playwright/test';
import type { bookingMachine } from '../../../src/machines/booking';
import type { SendFailure } from '../../../src/domain/contact-fields';
import type { StateChecks } from '../flow';
import { expectPersonFields } from './signed-in-shopper';

export const bookingForm = (page: Page) => page.getByRole('form', { name: /^Book an appointment for / });
const reserve = (page: Page) => bookingForm(page).getByRole('button', { name: 'Reserve' });
const alert = (page: Page) => bookingForm(page).getByRole('alert');
const sent = (page: Page) => bookingForm(page).getByRole('status');
const field = (page: Page, name: string) => bookingForm(page).locator(`[name="${name}"]`);
const marked = (page: Page) => bookingForm(page).locator('[aria-invalid="true"]');
const receipt = (page: Page) => bookingForm(page).getByRole('region', { name: 'Your booking' });

/**
 * Issue 21: once the shop took a booking, what was booked stays in view with its state, received; before, none.
 * The model's receipt is its own service and day; the page's is the massage at the Plateau shop.
 */
async function expectReceipt(page: Page, booked: boolean) {
  if (!booked) return expect(receipt(page)).toHaveCount(0);
  await expect(receipt(page)).toContainText('Plant-oil massage');
  await expect(receipt(page)).toContainText('Baobab Dakar Plateau');
  await expect(receipt(page)).toContainText('Received');
}

const failureText: Record<SendFailure['reason'], string> = {
  conflict: 'This time slot is already booked, please choose another.',
  full: 'This event is full: no place is left.',
  invalid: 'Please correct the highlighted fields.',
  notFound: 'This booking is no longer available. Please reload the page.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  unavailable: 'Your booking could not be sent. Please check your connection and try again.',
};

export const bookingChecks: StateChecks<typeof bookingMachine> = {
  /**
   * "The shopper fills in the booking form": Reserve is enabled, no sent or failure line under it; each rule
   * the booking broke marks its field, with its message next to it, and no other field is marked.
   */
  'booking.editing': async (world, expected) => {
    const { page } = world;
    await expect(reserve(page)).toBeEnabled();
    await expect(sent(page)).toHaveText('');
    await expect(alert(page)).toHaveText('');
    const { issues } = expected.context;
    for (const issue of issues) {
      await expect(field(page, issue.path)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, issue.path)).toHaveAccessibleDescription(issue.message);
    }
    await expect(marked(page)).toHaveCount(new Set(issues.map((issue) => issue.path)).size);
    await expectReceipt(page, expected.context.booked !== null);
    // Nothing typed yet, or emptied: the form shows her details (issue 21), or nothing for a visitor.
    if (issues.length === 0)
      await expectPersonFields(bookingForm(page), expected.context.person, world, ['fname', 'lname', 'email', 'address', 'phone']);
  },
  /** "Sending the booking to the shop": Reserve waits. */
  'booking.submitting': async ({ page }) => {
    await expect(reserve(page)).toBeDisabled();
  },
  /** "The booking is made: the form is emptied and a message shows for 3 seconds; what was booked stays in view." */
  'booking.success': async (world, expected) => {
    const { page } = world;
    await expect(sent(page)).toHaveText('Your request has been sent successfully');
    await expectReceipt(page, true);
    // Emptied: back to her details, or nothing for a visitor.
    await expectPersonFields(bookingForm(page), expected.context.person, world, ['fname', 'lname', 'email', 'address', 'phone']);
    await expect(bookingForm(page).getByLabel('Shop')).toHaveValue('');
  },
  /** "The booking could not be sent; the form keeps its values": why, and the server's refused fields marked. */
  'booking.failure': async ({ page }, expected) => {
    const reason = expected.context.failure?.reason ?? 'unavailable';
    await expectReceipt(page, expected.context.booked !== null);
    await expect(alert(page)).toHaveText(failureText[reason]);
    await expect(bookingForm(page).getByLabel('First name')).not.toHaveValue('');
    await expect(reserve(page)).toBeEnabled();
    // The model's refusal names a field; the server's real one names the field it refused (the day, here).
    if (reason === 'invalid') await expect(bookingForm(page).locator('[aria-invalid="true"]').first()).toBeVisible();
  },
};
