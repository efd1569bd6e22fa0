// What the shopper sees in each state of the contact form (src/machines/contact.ts).
import { expect, type Page } from '@playwright/test';
import type { ContactForm } from '../../../src/domain/contact';
import type { contactMachine } from '../../../src/machines/contact';
import type { StateChecks } from '../flow';
import { expectPersonFields } from './signed-in-shopper';

export const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const send = (page: Page) => contactForm(page).getByRole('button', { name: 'Send' });
const alert = (page: Page) => contactForm(page).getByRole('alert');
const sent = (page: Page) => contactForm(page).getByRole('status');
const field = (page: Page, name: keyof ContactForm) => contactForm(page).locator(`[name="${name}"]`);
const privacyBox = (page: Page) => contactForm(page).getByRole('checkbox');

/** What each field holds: the form as typed, or every field empty. */
async function expectFields(page: Page, form: ContactForm | null) {
  for (const name of ['fname', 'lname', 'email', 'country_id', 'phone', 'message'] as const)
    await expect(field(page, name)).toHaveValue(form?.[name] ?? '');
}

export const contactChecks: StateChecks<typeof contactMachine> = {
  /** "The shopper fills in the form": Send is enabled, no message under it; each refused field is marked, its message next to it. */
  'contact.editing': async (world, expected) => {
    const { page } = world;
    // Nothing sent yet, or emptied: the form shows her details (issue 21), or nothing for a visitor.
    if (expected.context.form === null)
      await expectPersonFields(contactForm(page), expected.context.person, world, ['fname', 'lname', 'email', 'phone']);
    await expect(send(page)).toBeEnabled();
    await expect(alert(page)).toHaveText('');
    await expect(sent(page)).toHaveText('');
    for (const issue of expected.context.issues) {
      const input = field(page, issue.path as keyof ContactForm);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`)).toHaveText(issue.message);
    }
  },
  /** "Please accept our privacy policy" shows. */
  'contact.privacyRefused': async ({ page }) => {
    await expect(alert(page)).toHaveText('Please accept our privacy policy.');
  },
  /** "Sending the message to the shop": Send is disabled meanwhile. */
  'contact.submitting': async ({ page }) => {
    await expect(send(page)).toBeDisabled();
  },
  /** "The message is sent: the form is emptied and a thank-you shows": every field empty, the privacy box unticked. */
  'contact.success': async (world, expected) => {
    const { page } = world;
    await expect(sent(page)).toHaveText('Your message has been sent successfully');
    // Emptied: back to her details (issue 21), or nothing for a visitor.
    await expectPersonFields(contactForm(page), expected.context.person, world, ['fname', 'lname', 'email', 'phone']);
    await expect(field(page, 'country_id')).toHaveValue('');
    await expect(field(page, 'message')).toHaveValue('');
    await expect(privacyBox(page)).not.toBeChecked();
  },
  /** "The message could not be sent: an error shows": the form keeps what was typed. */
  'contact.failure': async ({ page }, expected) => {
    await expect(alert(page)).toHaveText('An error occurred while sending your message');
    await expectFields(page, expected.context.form);
  },
};
