import type { Page } from '@playwright/test';

/** Saves a full-page screenshot as a test artifact (e2e-artifacts/ is not committed). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e-artifacts/${name}-${width}.png`, fullPage: true });
}
