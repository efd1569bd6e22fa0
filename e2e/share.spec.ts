import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Sharing a product or a service from a phone, against the real server and the built client.
test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });

interface SharedData {
  title?: string;
  text?: string;
  url?: string;
}

/** The Web Share API as the phone offers it: only its presence is faked; what the page hands it is recorded. */
async function withShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
}

/** A browser without the Web Share API (most desktops). */
async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
  });
}

const productName = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

test('with the Web Share API, the product page opens the share sheet with the product and its address', async ({ page, baseURL }) => {
  await withShareSheet(page);
  await page.goto('/details/1');
  const name = await productName(page);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedForTest: SharedData[] }).sharedForTest))
    .toEqual([{ title: name, text: name, url: `${baseURL}/details/1` }]);
});

test('without it, a WhatsApp link carries the product and its address, and the link can be copied', async ({ page, context, baseURL }) => {
  await withoutShareSheet(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/details/1');
  const name = await productName(page);
  await expect(page.getByRole('button', { name: 'Partager', exact: true })).toHaveCount(0);
  const whatsApp = page.getByRole('link', { name: `Partager ${name} sur WhatsApp` });
  await expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${name} ${baseURL}/details/1`)}`);
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/details/1`);
});

test('a service page shares itself too, in English with ?lang=en', async ({ page, baseURL }) => {
  await withoutShareSheet(page);
  await page.goto('/services/1?lang=en');
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  const href = await page.getByRole('link', { name: `Share ${name} on WhatsApp` }).getAttribute('href');
  expect(decodeURIComponent((href ?? '').replace('https://wa.me/?text=', ''))).toBe(`${name} ${baseURL}/services/1?lang=en`);
});

test("the HTML of a shared link names the product for previews, and an unknown page answers 404 with the shop's not-found page", async ({
  page,
  request,
}) => {
  const shared = await request.get('/details/1');
  expect(shared.status()).toBe(200);
  expect(await shared.text()).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/[^"]+"/);
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Cette page a disparu.' })).toBeVisible();
});
