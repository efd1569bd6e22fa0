import { expect, test } from './support/test';

test.describe('language and currency', () => {
  test.use({ locale: 'de-DE' });

  test('an unsupported browser language falls back to English; the selector switches at once and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'OUR BEST SELLERS' })).toBeVisible();
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language.locator('option')).toHaveText(['Français', 'English', 'العربية']);

    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    await language.selectOption('fr');
    await expect(page.getByRole('heading', { name: 'NOS MEILLEURES VENTES' })).toBeVisible();
    // The catalogue comes back in French too (the first best seller's name).
    await expect(page.getByRole('region', { name: 'NOS MEILLEURES VENTES' }).getByRole('heading', { level: 3 }).first()).toHaveText(
      'Poudre de feuilles de moringa',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(reloads).toEqual([]);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'NOS MEILLEURES VENTES' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  test('the currency selector converts displayed prices (EUR at 655.957) and says payment is in F CFA', async ({ page }) => {
    await page.goto('/details/1');
    const product = page.getByRole('article', { name: 'Moringa leaf powder' });
    const price = product.getByTestId('price');
    await expect(price).toHaveText(/F\sCFA\s4,500/);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    // 4 500 / 655.957 = 6.86
    await expect(price).toHaveText('€6.86');
    await expect(product.getByText(/\(F\sCFA\s4,500\)/)).toBeVisible();
    await expect(page.getByText('Payment in F CFA')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(page.getByRole('article', { name: 'Moringa leaf powder' }).getByTestId('price')).toHaveText('€6.86');
  });
});
