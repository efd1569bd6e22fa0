import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { amountOf } from './support/amounts';
import { scrollToLowerSection } from './support/home';
import { askForCode, submitCode } from './support/sign-in';
import { freshSenegalMobile, smsInbox } from './support/sms';
import { grantStaffRole } from './support/staff';

// What a new shopper tripped over (issue 21), checked in a browser against the real server.

/** A staff member signed in on the back office, in a browser of their own. */
async function staffSignedIn(browser: Browser): Promise<Page> {
  const phone = freshSenegalMobile();
  await grantStaffRole(phone.e164, 'staff');
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await page.goto('/auth/login?returnTo=%2Fadmin');
  const inbox = await smsInbox(phone.e164);
  await askForCode(page, phone.national);
  await submitCode(page, await inbox.nextCode());
  // Staff land on the dashboard (issue 24); the orders are one tab away.
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Rubriques du back-office' })
    .getByRole('link', { name: /^Commandes/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  return page;
}

/** The shopper switches to another tab and back, as the browser tells the page (visibilitychange). */
async function leaveTabAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    show('hidden');
    show('visible');
  });
}

test.describe('a staff price change is "seen by shoppers now"', () => {
  test.use({ locale: 'fr-FR' });

  test('a shopper who had the product open sees the new price when she comes back to the tab, without reloading or waiting a minute', async ({
    page,
    browser,
  }) => {
    await page.goto('/details/3');
    const price = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .getByTestId('price')
      .first();
    await expect(price).toBeVisible();
    const before = await amountOf(price);

    const staff = await staffSignedIn(browser);
    await staff.goto('/admin/catalogue/products/3');
    const newPrice = before + 500 + Math.floor(Math.random() * 500);
    await staff.getByLabel('Prix (F CFA)').fill(String(newPrice));
    await staff.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Enregistré.' })).toBeVisible();

    // The catalogue answers carry an ETag and no-cache: the browser asks again, and is given the new price (not a 304).
    const revalidated = page.waitForResponse((response) => /\/api\/products\/3\?/.test(response.url()));
    await leaveTabAndComeBack(page);
    const answer = await revalidated;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, no-cache');
    await expect.poll(() => amountOf(price), { timeout: 5_000 }).toBe(newPrice);
    // A read with nothing changed is an empty 304 behind the scenes: the page shows the same price.
    await leaveTabAndComeBack(page);
    await expect.poll(() => amountOf(price)).toBe(newPrice);
    await staff.context().close();
  });
});

test.describe('the Arabic top bar on a 390 px phone', () => {
  test.use({ locale: 'ar', viewport: { width: 390, height: 844 } });

  test('reads the shop phone number as written (+221 first), isolated from the right-to-left text around it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const number = page.getByRole('banner').locator('bdi', { hasText: '+221 33 820 00 00' });
    await expect(number).toBeVisible();
    // Where each character is drawn: the "+" left of the first 2, and the groups left to right as written.
    const order = await number.evaluate((element) => {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('the number is not plain text');
      const leftOf = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      const content = text.textContent ?? '';
      return {
        plus: leftOf(0),
        firstDigit: leftOf(1),
        lastGroup: leftOf(content.length - 1),
        direction: getComputedStyle(element).direction,
        bidi: getComputedStyle(element).unicodeBidi,
      };
    });
    expect(order.direction).toBe('ltr');
    expect(order.bidi).toBe('isolate');
    expect(order.plus).toBeLessThan(order.firstDigit);
    expect(order.firstDigit).toBeLessThan(order.lastGroup);
    await expect(page.getByRole('banner').getByRole('link', { name: '+221 33 820 00 00' })).toHaveAttribute('href', 'tel:+221338200000');
    await page.getByRole('banner').screenshot({ path: 'docs/shop/arabic-top-bar-390.png' });
  });
});

test.describe('the contact form', () => {
  test.use({ locale: 'fr-FR' });

  test('writes "la politique de confidentialité." with its period against the link, no space before it', async ({ page }) => {
    await page.goto('/');
    const link = page
      .getByRole('form', { name: 'Nous contacter' })
      .getByRole('link', { name: 'politique de confidentialité', exact: true });
    await scrollToLowerSection(page, link);
    const gap = await link.evaluate((anchor) => {
      const period = anchor.nextSibling;
      if (!period || period.textContent !== '.') throw new Error(`the link is followed by ${JSON.stringify(period?.textContent)}`);
      const range = document.createRange();
      range.selectNodeContents(period);
      return range.getBoundingClientRect().left - anchor.getBoundingClientRect().right;
    });
    expect(gap).toBeLessThan(1);
  });
});
