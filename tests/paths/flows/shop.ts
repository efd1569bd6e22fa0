// What the generated paths do and read on the shop's pages, in English (the runner's locale).
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

const itemsLabel = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

/** The header's cart link, whose name says how many lines the cart has. */
export const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${itemsLabel(count)}`, exact: true });
export const wishlistLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Wishlist, ${itemsLabel(count)}`, exact: true });

/** Opens the page unless the tab is already there (a shopper does not reload a page to click on it). */
export async function openPage(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.goto(path);
}

/** The cart page's row of a product, found by the link to its details page. */
export function cartRow(page: Page, productId: number): Locator {
  return page
    .getByRole('list', { name: 'Products in your cart' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/details/${productId}"]`) });
}

/** Another tab of the shop stores a list: the page hears it through the `storage` event, as it does from a real tab. */
export async function storeFromAnotherTab(page: Page, key: string, value: string): Promise<void> {
  const other = await page.context().newPage();
  try {
    // A page of the same origin without the shop's script: only the stored value changes, nothing else reacts.
    await other.goto('/api/health');
    await other.evaluate(([storageKey, stored]) => localStorage.setItem(storageKey, stored), [key, value] as const);
  } finally {
    await other.close();
  }
}

export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name })).toBeVisible();
}
