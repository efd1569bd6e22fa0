import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { scrollToLowerSection } from './support/home';
import { recordPosts } from './support/requests';

// The home page's contact form end to end, against the real server (spec §2, §5, §8).
test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

async function openContactForm(page: Page, name = 'Contact us'): Promise<Locator> {
  // Timers run on Playwright's clock, so the 10 s messages are measured, not waited for.
  await page.clock.install();
  await page.goto('/');
  const form = page.getByRole('form', { name });
  await scrollToLowerSection(page, form);
  return form;
}

async function fillValid(
  form: Locator,
  labels = { fname: 'First name', lname: 'Last name', email: 'Email', phone: 'Phone', message: 'Message' },
) {
  await form.getByLabel(labels.fname).fill('Mame Diarra');
  await form.getByLabel(labels.lname, { exact: true }).fill('Ndiaye');
  await form.getByLabel(labels.email).fill('mame@example.sn');
  await form.getByLabel(labels.phone).fill('771234567');
  await form.getByLabel(labels.message).fill('Avez-vous du kinkéliba en vrac ?');
}

// Played by the generated paths (npm run test:paths, contact), so not here: without the privacy box (the
// message for 10 s, then the form again); every bad field with its message, nothing sent; a failed send (its
// error for 10 s, what was typed kept); a sent form emptied, its thank-you gone after 10 s.

test('with the privacy box: the payload of spec §3 is stored, and the thank-you stays its full 10 s', async ({ page }) => {
  const posted = await recordPosts(page, 'messages');
  const form = await openContactForm(page);
  await fillValid(form);
  await form.getByLabel('Country (optional)').selectOption({ label: 'Senegal' });
  await form.getByLabel('I have read and accept the privacy policy.').check();
  const response = page.waitForResponse((r) => r.url().includes('/api/messages'));
  await form.getByRole('button', { name: 'Send' }).click();

  const stored = await response;
  expect(stored.status()).toBe(201);
  expect((await stored.json()) as unknown).toEqual({ data: { id: expect.any(Number) } });
  expect(posted).toEqual([
    {
      fname: 'Mame Diarra',
      lname: 'Ndiaye',
      email: 'mame@example.sn',
      country_id: 1,
      phone: '771234567',
      message: 'Avez-vous du kinkéliba en vrac ?',
    },
  ]);
  const sent = form.getByRole('status');
  await expect(sent).toHaveText('Your message has been sent successfully');
  await page.clock.runFor(9_000);
  await expect(sent).toHaveText('Your message has been sent successfully');
  await page.clock.runFor(1_100);
  await expect(sent).toHaveText('');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the privacy message and the success message of spec §8', async ({ page }) => {
    const form = await openContactForm(page, 'Nous contacter');
    const labels = { fname: 'Prénom', lname: 'Nom', email: 'E-mail', phone: 'Téléphone', message: 'Message' };
    await fillValid(form, labels);
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(form.getByRole('alert')).toHaveText('Veuillez accepter notre politique de confidentialité.');
    await form.getByLabel("J'ai lu et j'accepte la politique de confidentialité.").check();
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(form.getByRole('status')).toHaveText('Message envoyé avec succès');
    await expect(form.getByRole('alert')).toHaveText('');
  });
});
