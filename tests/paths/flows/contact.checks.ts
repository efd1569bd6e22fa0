// What the shopper sees in each state of the contact form (src/machines/contact.ts).
import { expect, type Page } from '@playwright/test';
import type { contactMachine } from '../../../src/machines/contact';
import type { StateChecks } from '../flow';

export const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const send = (page: Page) => contactForm(page).getByRole('button', { name: 'Send' });
const alert = (page: Page) => contactForm(page).getByRole('alert');
const sent = (page: Page) => contactForm(page).getByRole('status');

export const contactChecks: StateChecks<typeof contactMachine> = {
  /** "The shopper fills in the form": Send is enabled, no message under it; each refused field is marked. */
  'contact.editing': async ({ page }, expected) => {
    await expect(send(page)).toBeEnabled();
    await expect(alert(page)).toHaveText('');
    await expect(sent(page)).toHaveText('');
    for (const issue of expected.context.issues) await expect(contactForm(page).locator(`[name="${issue.path}"]`)).toHaveAttribute('aria-invalid', 'true');
  },
  /** "Please accept our privacy policy" shows. */
  'contact.privacyRefused': async ({ page }) => {
    await expect(alert(page)).toHaveText('Please accept our privacy policy.');
  },
  /** "Sending the message to the shop": Send is disabled meanwhile. */
  'contact.submitting': async ({ page }) => {
    await expect(send(page)).toBeDisabled();
  },
  /** "The message is sent": the thank-you shows and the form is emptied. */
  'contact.success': async ({ page }) => {
    await expect(sent(page)).toHaveText('Your message has been sent successfully');
    await expect(contactForm(page).getByLabel('First name')).toHaveValue('');
  },
  /** "The message could not be sent": an error shows. */
  'contact.failure': async ({ page }) => {
    await expect(alert(page)).toHaveText('An error occurred while sending your message');
  },
};
