import type { Page } from '@playwright/test';

/** On /verify (in French): the delivery day and time, the city and the postal code every test order uses. */
export async function fillDeliveryWhenAndWhere(page: Page): Promise<void> {
  await page.getByLabel('Date de livraison').fill('2030-12-24');
  await page.getByLabel('Heure de livraison').fill('14:30');
  await page.getByLabel('Ville').fill('Dakar');
  await page.getByLabel('Code postal').fill('10200');
}
