import type { Page } from '@playwright/test';

/** Records the JSON bodies posted to /api/{path} (the requests still reach the real server). */
export async function recordPosts(page: Page, path: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(`**/api/${path}?*`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  return bodies;
}
