import type { Browser, Locator, Page } from '@playwright/test';
import { describeViolation, wcagAxe } from './support/axe';
import { fillDeliveryWhenAndWhere } from './support/delivery-form';
import { payWithWaveApproved } from './support/pay-wave';
import { askForCode, signUpAsAwa, submitCode } from './support/sign-in';
import { freshSenegalMobile, smsInbox } from './support/sms';
import { grantStaffRole } from './support/staff';
import { expect, test } from './support/test';

/**
 * The staff's first screen (issue 24): a paid order shows on /admin's dashboard, whose chart draws exactly the
 * figures of its table, at a phone's width, with no serious axe violation in French, English and Arabic.
 */
// The shopper pays at the desktop size the shared sign-up steps expect; the staff's own browser is phone-sized.
test.use({ locale: 'fr-FR' });

async function paidOrder(page: Page): Promise<number> {
  await signUpAsAwa(page);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'NOS MEILLEURES VENTES' })
    .getByRole('article')
    .nth(0)
    .getByRole('button', { name: /Ajouter au panier/ })
    .click();
  await page.goto('/shopping-cart');
  await page.getByRole('radio', { name: /Livraison par coursier/ }).check();
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel('Téléphone').fill('77 123 45 67');
  await fillDeliveryWhenAndWhere(page);
  return payWithWaveApproved(page);
}

/** A staff member signing in on /admin, in a phone-sized browser of their own: the dashboard is what opens. */
async function staffOnDashboard(browser: Browser): Promise<Page> {
  const phone = freshSenegalMobile();
  await grantStaffRole(phone.e164, 'staff');
  const page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })).newPage();
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  const inbox = await smsInbox(phone.e164);
  await askForCode(page, phone.national);
  await submitCode(page, await inbox.nextCode());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  return page;
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** Every bar of the chart against the table's row of the same day: same amount, and heights in proportion. */
async function expectChartMatchesTable(content: Locator): Promise<number> {
  const bars = content.locator('svg[data-chart="sales"] rect[data-day]');
  await expect(bars.first()).toBeAttached();
  const drawn = await bars.evaluateAll((rects) =>
    rects.map((rect) => ({
      day: rect.dataset.day ?? '',
      revenue: Number(rect.dataset.revenue),
      height: Number(rect.getAttribute('height')),
    })),
  );
  const rows = content.locator('table tbody tr[data-day]');
  const listed = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({ day: (tr as HTMLElement).dataset.day ?? '', revenue: tr.querySelectorAll('td')[0]?.textContent ?? '' })),
  );
  expect(drawn.map((bar) => bar.day)).toEqual(listed.map((row) => row.day));
  expect(drawn.map((bar) => bar.revenue)).toEqual(listed.map((row) => digits(row.revenue)));
  const tallest = Math.max(...drawn.map((bar) => bar.height));
  const largest = Math.max(...drawn.map((bar) => bar.revenue));
  for (const bar of drawn) expect(bar.height).toBeCloseTo(largest === 0 ? 0 : (bar.revenue / largest) * tallest, 0);
  return drawn.reduce((sum, bar) => sum + bar.revenue, 0);
}

async function expectNoSeriousViolation(page: Page) {
  const results = await wcagAxe(page).include('#content').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(describeViolation)).toEqual([]);
}

test('a paid order shows on the staff’s dashboard; chart and table agree; no serious axe violation in fr, en and ar', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await paidOrder(page);
  const staff = await staffOnDashboard(browser);
  const content = staff.locator('#content');

  // French, the last 7 days: today's paid order is in the table and under its bar.
  await expect(content.getByRole('link', { name: /commandes? payées? à préparer/ })).toBeVisible();
  expect(await expectChartMatchesTable(content)).toBeGreaterThan(0);
  await expect(staff.getByRole('navigation', { name: 'Rubriques du back-office' }).getByRole('link', { name: 'Commandes' })).toBeVisible();
  await expectNoSeriousViolation(staff);

  // Another period: the address and the figures follow.
  await content.getByText('30 jours', { exact: true }).click();
  await expect(staff).toHaveURL(/period=30d$/);
  await expect(content.locator('table tbody tr[data-day]')).toHaveCount(30);
  await expectChartMatchesTable(content);

  // English, from the back office's own language buttons.
  await staff.getByRole('button', { name: 'English' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectChartMatchesTable(content);
  await expectNoSeriousViolation(staff);

  // Arabic, chosen in the shop: the back office reads right to left.
  await staff.goto('/');
  await staff.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  await staff.goto('/admin/dashboard');
  await expect(staff.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await expectChartMatchesTable(content)).toBeGreaterThan(0);
  await expectNoSeriousViolation(staff);
});
