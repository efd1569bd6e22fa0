import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { describeViolation, wcagAxe } from './support/axe';
import { fillDeliveryWhenAndWhere } from './support/delivery-form';
import { payWithWaveApproved } from './support/pay-wave';
import { askForCode, signUpAsAwa, submitCode } from './support/sign-in';
import { freshSenegalMobile, smsInbox } from './support/sms';
import { grantStaffRole } from './support/staff';

// The shopper's side runs in French, as the sign-in helpers do; the staff member's on a phone (390 px), in Arabic.
test.use({ locale: 'fr-FR' });

/** No serious or critical axe violation on the whole page (the back office's or the studio's frame included). */
async function expectNoSeriousViolation(page: Page, where: string) {
  const results = await wcagAxe(page).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(describeViolation), where).toEqual([]);
}

/**
 * Whether the figure that `pattern` finds in the element's text shows in its own order on screen: its first
 * character left of its last (an RTL line without isolation shows "F CFA 10 000" and "221771234567+").
 */
async function readsLeftToRight(element: Locator, pattern: RegExp): Promise<{ figure: string; inOrder: boolean }> {
  return element.evaluate((root, source) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const match = new RegExp(source).exec(text);
      if (!match) continue;
      const leftOf = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      const first = match.index;
      const last = match.index + match[0].length - 1;
      return { figure: match[0], inOrder: leftOf(first) < leftOf(last) };
    }
    return { figure: '', inOrder: false };
  }, pattern.source);
}

/** The shopper's paid courier order (Wave, approved on the simulator); returns its number. */
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

const phonePattern = /\+?\d[\d ]{6,}\d/;
const amountPattern = /\d[\d\s\u202f]*F\sCFA/;

test('a staff member whose phone speaks Arabic gets the back office and the studio in Arabic, right to left, figures in order', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const orderId = await paidOrder(page);

  const phone = freshSenegalMobile();
  await grantStaffRole(phone.e164, 'staff');
  const staff = await (await browser.newContext({ locale: 'ar-SN', viewport: { width: 390, height: 844 } })).newPage();

  // The browser's language decides, as in the shop: Arabic, right to left, before anyone chose.
  await staff.goto('/admin');
  await expect(staff.getByText('لوحة الإدارة مخصصة لفريق المتجر.', { exact: false })).toBeVisible();
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(staff.locator('html')).toHaveAttribute('lang', 'ar');

  // The back office's own switch, the shop's choice: French to sign in (the sign-in helpers speak French).
  await staff.getByRole('button', { name: 'Français' }).click();
  await expect(staff.locator('html')).toHaveAttribute('dir', 'ltr');
  await staff.getByRole('link', { name: 'Se connecter' }).click();
  const inbox = await smsInbox(phone.e164);
  await askForCode(staff, phone.national);
  await submitCode(staff, await inbox.nextCode());
  // Staff land on the dashboard (issue 24); the orders are one tab away.
  await expect(staff.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await staff
    .getByRole('navigation', { name: 'Rubriques du back-office' })
    .getByRole('link', { name: /^Commandes/ })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await expectNoSeriousViolation(staff, 'back office in French');

  const languages = staff.getByRole('group', { name: 'Langue' });
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectNoSeriousViolation(staff, 'back office in English');

  await staff.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'أقسام لوحة الإدارة' })).toBeVisible();
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(staff.locator('#content').locator('xpath=ancestor::*[@dir][1]')).toHaveAttribute('dir', 'rtl');
  await expect(staff.getByRole('group', { name: 'اللغة' }).getByRole('button', { name: 'العربية' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await staff.getByLabel('الاسم أو الهاتف أو رقم الطلب').fill(`#${orderId}`);
  await staff.getByRole('button', { name: 'بحث' }).click();
  const row = staff.getByRole('link', { name: new RegExp(`الطلب رقم\\s*\\S?${orderId}(?!\\d)`) });
  await expect(row).toContainText('مدفوع');
  await expectNoSeriousViolation(staff, 'back office in Arabic');
  for (const pattern of [phonePattern, amountPattern]) {
    const { figure, inOrder } = await readsLeftToRight(row, pattern);
    expect(figure, `${pattern} in the order row`).not.toBe('');
    expect(inOrder, `“${figure}” reads in order`).toBe(true);
  }

  await row.click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(String(orderId));
  const client = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'الزبون' }) });
  const tel = client.locator('a[href^="tel:"]');
  await expect(tel).toHaveText(/77\s?123\s?45\s?67/);
  expect((await readsLeftToRight(tel, phonePattern)).inOrder, 'the client’s phone reads in order').toBe(true);
  const placed = staff.locator('#content p').filter({ hasText: 'CFA' }).first();
  expect((await readsLeftToRight(placed, amountPattern)).inOrder, 'the total reads in order').toBe(true);
  await expectNoSeriousViolation(staff, 'an order in Arabic');

  // The choice stays for the next visit, and the studio follows it.
  await staff.goto('/flows');
  await expect(staff.getByRole('link', { name: 'استوديو المسارات' })).toBeVisible();
  await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(staff.getByText('مسارات المتجر أثناء عملها', { exact: false })).toBeVisible();
  await expectNoSeriousViolation(staff, 'flow studio in Arabic');
  await staff.goto('/flows/cart');
  // The layout engine runs in the page: a while on a busy phone.
  await expect(staff.locator('section[data-layout]')).toHaveAttribute('data-layout', 'done', { timeout: 60_000 });
  const chart = staff.getByRole('img', { name: 'مخطط الحالات' });
  await expect(chart).toBeVisible();
  // Mirrored for Arabic, each state's words start at its box's right edge and stay inside the box.
  const outside = await chart.locator('[data-state]').evaluateAll((groups) =>
    groups
      .filter((group) => {
        const box = group.querySelector('rect')?.getBoundingClientRect();
        return [...group.querySelectorAll('text')].some((text) => {
          const words = text.getBoundingClientRect();
          return !box || words.left < box.left - 1 || words.right > box.right + 1;
        });
      })
      .map((group) => group.getAttribute('data-state')),
  );
  expect(outside).toEqual([]);
  await expectNoSeriousViolation(staff, 'a flow in Arabic');
});
