import { expect, test } from './support/test';
import { describeViolation, wcagAxe } from './support/axe';

test.describe('language and currency', () => {
  test.use({ locale: 'de-DE' });

  test('an unsupported browser language falls back to English; the selector switches at once and the choice survives a reload', async ({
    page,
  }) => {
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

test.describe('Arabic on a 390 px phone', () => {
  test.use({ locale: 'ar-SN', viewport: { width: 390, height: 844 } });

  test('reads right to left with the Arabic interface text, the content in French, and the arrows mirrored', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    const bestSellers = page.getByRole('region', { name: 'الأكثر مبيعًا' });
    await expect(bestSellers.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('combobox', { name: 'ابحث في المنتجات' })).toHaveAttribute('placeholder', 'ابحث عن منتج');
    await expect(bestSellers.getByRole('button', { name: /^أضف إلى السلة/ }).first()).toBeVisible();
    // The shop has no Arabic content: product names stay French.
    await expect(bestSellers.getByRole('heading', { level: 3 }).first()).toHaveText('Poudre de feuilles de moringa');

    // Mirrored: the logo sits at the right of the header, a card's heart at its top left.
    const width = page.viewportSize()?.width ?? 0;
    const logo = await page.getByRole('banner').getByRole('link', { name: 'Baobab، الصفحة الرئيسية' }).boundingBox();
    expect((logo?.x ?? 0) + (logo?.width ?? 0) / 2).toBeGreaterThan(width / 2);
    const card = bestSellers.getByRole('article').first();
    const cardBox = await card.boundingBox();
    const heart = await card.getByRole('button', { name: /المفضلة/ }).boundingBox();
    expect((heart?.x ?? 0) - (cardBox?.x ?? 0)).toBeLessThan((cardBox?.width ?? 0) / 2);

    // A carousel's arrows point the way it moves: "next" points left.
    await page.goto('/details/1');
    // The carousel's second button, found by its place so it is the same one after the language changes.
    const next = page.locator('section[aria-labelledby="similar-products"] button').nth(1);
    await expect(next).toHaveAccessibleName('المنتجات التالية');
    await next.scrollIntoViewIfNeeded();
    await expect(next.locator('svg')).toHaveCSS('scale', '-1 1');
    await expect(page.getByRole('heading', { level: 2, name: 'منتجات مشابهة' })).toBeVisible();

    // Back to French: left to right again, without a reload.
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('fr');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Produits similaires' })).toBeVisible();
    await expect(next.locator('svg')).not.toHaveCSS('scale', '-1 1');
  });
});

/** Every kind of page a shopper opens, with what says it has rendered. */
const pages = [
  '/',
  '/details/1',
  '/products?sort=price-asc&min=1000',
  '/search?q=mo',
  '/services/1',
  '/info/about',
  '/favoris',
  '/shopping-cart',
  '/no/such/page',
];

for (const [language, browserLocale] of [
  ['French', 'fr-FR'],
  ['English', 'en-US'],
  ['Arabic', 'ar-SN'],
] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ locale: browserLocale, viewport: { width: 390, height: 844 } });

    // One test per page: each waits for its own page, and a busy machine spreads them over its workers.
    for (const path of pages) {
      test(`${path} has no serious or critical axe violation (${language})`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Let the lazy sections that scrolling asked for arrive.
        await page.waitForLoadState('networkidle');
        const results = await wcagAxe(page).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map(describeViolation)).toEqual([]);
      });
    }
  });
}
