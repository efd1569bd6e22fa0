import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { amountOf } from './support/amounts';
import { expectAccessiblePage } from './support/axe';
import { scrollToLowerSection } from './support/home';
import { saveScreenshot } from './support/screenshots';

// The footer's pages in French (the shop's main language) and English, against the real server.
test.use({ locale: 'fr-FR' });

const footer = (page: Page) => page.getByRole('contentinfo');

/** Each footer link (by its French name) and the heading of the page it leads to. */
const footerPages: [link: string, path: RegExp, heading: string][] = [
  ['À propos de nous', /\/info\/about$/, 'À propos de nous'],
  ['Informations de livraison', /\/info\/delivery$/, 'Informations de livraison'],
  ['Politique de confidentialité', /\/info\/privacy$/, 'Politique de confidentialité'],
  ['Conditions de vente', /\/info\/sales$/, 'Conditions de vente'],
  ['Conditions générales', /\/info\/terms$/, 'Conditions générales'],
  ['Mes commandes', /\/orders$/, 'Mes commandes'],
  ['Retours', /\/info\/returns$/, 'Retours'],
  ['Expédition', /\/info\/shipping$/, 'Expédition'],
  ['Liste de souhaits', /\/favoris$/, 'Favoris'],
  // Signed out, the account is behind the sign-in (the last: the sign-in pages have no footer).
  ['Mon compte', /\/auth\/login\?returnTo=%2Faccount$/, 'Bienvenue'],
];

test('every footer link leads to its page, with the right heading', async ({ page }) => {
  await page.goto('/');
  for (const [link, path, heading] of footerPages) {
    await footer(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page, link).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 }), link).toHaveText(heading);
  }
});

test('the delivery page shows the fees the checkout charges, from the API', async ({ page, request }) => {
  const methods = (await (await request.get('/api/delivery-methods?locale=fr')).json()) as {
    data: { code: string; name: string; fee: number }[];
  };
  expect(methods.data.length).toBeGreaterThan(0);
  await page.goto('/info/delivery');
  for (const method of methods.data) {
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(method.name) })).toBeVisible();
    expect(await amountOf(page.getByTestId(`delivery-fee-${method.code}`))).toBe(method.fee);
  }
  await saveScreenshot(page, 'info-delivery');
});

test('the contact form’s privacy box links to the privacy policy, in a new tab that keeps the form as typed', async ({ page, context }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Nous contacter' });
  await scrollToLowerSection(page, form);
  await form.getByLabel('Message').fill('Avez-vous du kinkéliba en vrac ?');
  const box = form.getByLabel("J'ai lu et j'accepte la politique de confidentialité.");
  await expect(box).not.toBeChecked();

  const opened = context.waitForEvent('page');
  await form.getByRole('link', { name: 'politique de confidentialité' }).click();
  const policy = await opened;
  await expect(policy).toHaveURL(/\/info\/privacy$/);
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  // Following the link neither ticks the box nor loses what was typed.
  await expect(box).not.toBeChecked();
  await expect(form.getByLabel('Message')).toHaveValue('Avez-vous du kinkéliba en vrac ?');
});

// A sentence of the about page in French: one of the information texts, which have a catalog of their own.
const aboutSentence = 'Au Sénégal, les plantes font depuis longtemps partie des soins de tous les jours.';

test('the information texts are not loaded with the shop, only with their page', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.set(new URL(response.url()).pathname, response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'NOS MEILLEURES VENTES' })).toBeVisible();
  const firstLoad = [...scripts.keys()];
  expect(
    firstLoad.some((path) => /\/messages-[\w-]+\.js$/.test(path)),
    firstLoad.join(' '),
  ).toBe(true);
  expect(firstLoad.filter((path) => /\/info-[\w-]+\.js$/.test(path))).toEqual([]);
  for (const path of firstLoad) expect((await scripts.get(path))?.includes('les plantes font depuis longtemps'), path).toBe(false);

  await footer(page).getByRole('link', { name: 'À propos de nous', exact: true }).click();
  await expect(page.getByText(aboutSentence, { exact: false })).toBeVisible();
  expect([...scripts.keys()].filter((path) => /\/info-[\w-]+\.js$/.test(path))).toHaveLength(1);
});

test('switching language on an information page shows its text in the other language', async ({ page }) => {
  await page.goto('/info/returns');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retours');
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns');
  await expect(page.getByText('A damaged, wrong or missing product')).toBeVisible();
  // The information pages are translated into Arabic too.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإرجاع');
  await expect(page.getByText('A damaged, wrong or missing product')).toHaveCount(0);
});

test('an unknown information page is the not-found page', async ({ page }) => {
  await page.goto('/info/cookies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page a disparu.');
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the privacy policy reads in English, fits a 320 px phone and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/info/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page.getByText(/loi n° 2008-12/)).toBeVisible();
    await expectAccessiblePage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await saveScreenshot(page, 'info-privacy');
  });
});
