import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * From /verify with its form filled: on to /payment, Wave with a payer's number, approved on the PayDunya
 * simulator's page, back on /orders/{id} showing paid. Returns the order's id.
 */
export async function payWithWaveApproved(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel('Numéro de téléphone').fill('77 123 45 67');
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(page).toHaveURL(/\/paydunya-sim\/checkout\/test_/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByText('Payée — merci ! Nous préparons votre commande.')).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}
