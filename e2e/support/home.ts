import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Scrolls the home page down to one of its lower sections (or something in one): they load as the shopper
 * scrolls towards them and the page grows meanwhile, so it scrolls to the footer until `target` shows.
 */
export async function scrollToLowerSection(page: Page, target: Locator) {
  await expect(async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await target.scrollIntoViewIfNeeded();
}
