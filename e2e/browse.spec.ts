import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { describeViolation, wcagTags } from './support/axe';
import { saveScreenshot } from './support/screenshots';

interface Texts {
  bestSellers: string;
  productsMenu: string;
  category: string;
  otherProducts: string;
  viewMore: string;
  searchLabel: string;
  results: string;
  product: string;
  stock: RegExp;
}

const french: Texts = {
  bestSellers: 'NOS MEILLEURES VENTES',
  productsMenu: 'Produits',
  category: 'Thérapie',
  otherProducts: 'Nos autres produits',
  viewMore: 'Voir plus',
  searchLabel: 'Rechercher parmi les produits',
  results: 'Résultats de recherche',
  product: 'Poudre de feuilles de moringa',
  stock: /^(En stock|Rupture de stock)$/,
};

const english: Texts = {
  bestSellers: 'OUR BEST SELLERS',
  productsMenu: 'Products',
  category: 'Therapy',
  otherProducts: 'Our other products',
  viewMore: 'View more',
  searchLabel: 'Search the products',
  results: 'Search results',
  product: 'Moringa leaf powder',
  stock: /^(In stock|Out of stock)$/,
};

const cards = (page: Page, region: string) => page.getByRole('region', { name: region, exact: true }).getByRole('article');

async function browse(page: Page, texts: Texts) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: texts.bestSellers })).toBeVisible();
  await expect(page.getByRole('region', { name: texts.bestSellers }).getByRole('article')).toHaveCount(4);

  // Filter by a category from the header dropdown: the first grid shows only that category.
  await page.getByRole('button', { name: texts.productsMenu, exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: texts.category }).click();
  await expect(page.locator('#categories').getByRole('button', { name: texts.category })).toHaveAttribute('aria-pressed', 'true');
  const filtered = cards(page, texts.category);
  await expect(filtered).toHaveCount(6);
  for (const card of await filtered.all()) await expect(card.getByText(texts.category, { exact: true })).toBeVisible();

  // The second grid holds the products outside the category: 8, then 8 more; no product twice on the page.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const others = cards(page, texts.otherProducts);
  await expect(others).toHaveCount(8);
  await page.getByRole('region', { name: texts.otherProducts, exact: true }).getByRole('button', { name: texts.viewMore }).click();
  await expect(others).toHaveCount(16);
  const names = await page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
  expect(names.length).toBeGreaterThan(16);
  expect(new Set(names).size).toBe(names.length);

  // Search, case-insensitive, then open the product with the keyboard.
  const search = page.getByRole('combobox', { name: texts.searchLabel });
  await search.fill('MORINGA');
  const options = page.getByRole('listbox', { name: texts.results }).getByRole('option');
  await expect(options.first()).toContainText(texts.product);
  expect(await options.count()).toBeLessThanOrEqual(10);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/details\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.product })).toBeVisible();
  await expect(page.getByRole('article', { name: texts.product }).getByText(texts.stock).first()).toBeVisible();
}

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('home → filter by a category → view more → search → details', async ({ page }) => {
    await browse(page, french);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: french.searchLabel })).toHaveAttribute('placeholder', 'Rechercher un produit');
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('home → filter by a category → view more → search → details', async ({ page }) => {
    await browse(page, english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('details page', () => {
  test.use({ locale: 'fr-FR' });

  test('adds the chosen quantity to the cart and the header counts it', async ({ page }) => {
    await page.goto('/details/1');
    const product = page.getByRole('article', { name: french.product });
    await product.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await product.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(product.getByRole('textbox', { name: 'Quantité', exact: true })).toHaveValue('3');
    await product.getByRole('button', { name: /Ajouter au panier/ }).click();
    await expect(product.getByRole('button', { name: /Ajouter au panier/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Panier, 1 article' }).first()).toBeAttached();
  });

  test('choosing a category in the dropdown from another page goes home and scrolls to the category bar', async ({ page }) => {
    await page.goto('/details/1');
    await expect(page.getByRole('heading', { level: 1, name: french.product })).toBeVisible();
    await page.getByRole('button', { name: french.productsMenu, exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: french.category }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#categories')).toBeInViewport();
    await expect(page.locator('#categories').getByRole('button', { name: french.category })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page, french.category)).toHaveCount(6);
  });

  test('an address that names no product says so in place, with a way back', async ({ page }) => {
    await page.goto('/details/not-a-product');
    await expect(page.getByRole('heading', { level: 1, name: 'Ce produit n’existe pas.' })).toBeVisible();
    await expect(page).toHaveURL(/\/details\/not-a-product$/);
    await page.getByRole('link', { name: 'Voir tous les produits' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tous nos produits' })).toBeVisible();
  });
});

test.describe('a product the API does not have', () => {
  test.use({ locale: 'fr-FR', expectedRequestErrors: [{ url: /\/api\/products\/987654/, status: 404 }] });

  test('says so at its address, with links to the catalogue and home', async ({ page }) => {
    await page.goto('/details/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Ce produit n’existe pas.' })).toBeVisible();
    await expect(page).toHaveURL(/\/details\/987654$/);
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page.getByRole('heading', { name: french.bestSellers })).toBeVisible();
  });
});

test.describe('screenshots', () => {
  for (const width of [375, 1280]) {
    test(`home, details and not-found at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('region', { name: /NOS MEILLEURES VENTES|OUR BEST SELLERS/ }).getByRole('article')).toHaveCount(4);
      await expect(page.getByRole('region', { name: /Nos produits|Our products/ }).getByRole('article')).toHaveCount(8);
      await saveScreenshot(page, 'home');
      await page.goto('/details/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await saveScreenshot(page, 'details');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: /This page is gone.|Cette page a disparu./ })).toBeVisible();
      await saveScreenshot(page, 'not-found');
    });
  }
});

test.describe('accessibility', () => {
  test.use({ locale: 'fr-FR' });

  for (const path of ['/', '/details/1', '/no/such/page']) {
    test(`${path} has no serious axe violations at 375 and 1280 px`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map(describeViolation), `at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('the catalogue page on a 390 px phone', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });

  const prices = async (page: Page) =>
    (await page.getByRole('region', { name: 'Résultats' }).getByTestId('price').allInnerTexts()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );

  test('sort and price filter are in the address and survive a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: french.productsMenu, exact: true }).click();
    await page.getByRole('link', { name: 'Tous les produits\u202f: trier et filtrer' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tous nos produits' })).toBeVisible();

    await page.getByLabel('Trier par').selectOption('price-asc');
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await page.getByLabel('Prix le plus bas en F CFA').fill('3000');
    await page.getByLabel('Prix le plus élevé en F CFA').fill('9000');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-asc&min=3000&max=9000$/);

    const check = async () => {
      await expect(page.getByTestId('catalogue-results')).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('region', { name: 'Résultats' }).getByRole('article').first()).toBeVisible();
      const shown = await prices(page);
      expect(shown.length).toBeGreaterThan(1);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      expect(shown.every((price) => price >= 3000 && price <= 9000)).toBe(true);
      await expect(page.getByLabel('Trier par')).toHaveValue('price-asc');
      await expect(page.getByLabel('Prix le plus bas en F CFA')).toHaveValue('3000');
      await expect(page.getByLabel('Prix le plus élevé en F CFA')).toHaveValue('9000');
    };
    await check();
    await page.reload();
    await check();

    // A category from the same page joins the address; a shared link opens the same list.
    await page.getByLabel('Catégorie').selectOption({ label: french.category });
    await expect(page).toHaveURL(/\/products\?category=\d+&sort=price-asc&min=3000&max=9000$/);
    await expect(page.getByRole('heading', { level: 1, name: french.category })).toBeVisible();
    await expect(page.getByTestId('catalogue-results')).toHaveAttribute('aria-busy', 'false');
    for (const card of await page.getByRole('region', { name: 'Résultats' }).getByRole('article').all()) {
      await expect(card.getByText(french.category, { exact: true })).toBeVisible();
    }
    const shared = page.url();
    await page.goto('/');
    await page.goto(shared);
    await expect(page.getByRole('heading', { level: 1, name: french.category })).toBeVisible();
    await expect(page.getByLabel('Trier par')).toHaveValue('price-asc');
    await saveScreenshot(page, 'catalogue');
  });

  test('a range whose ends are swapped is refused with a message, and the list stays as it was', async ({ page }) => {
    await page.goto('/products?sort=price-desc');
    await expect(page.getByTestId('catalogue-results')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('region', { name: 'Résultats' }).getByRole('article').first()).toBeVisible();
    await page.getByLabel('Prix le plus bas en F CFA').fill('9000');
    await page.getByLabel('Prix le plus élevé en F CFA').fill('3000');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Le prix le plus bas ne doit pas dépasser le plus élevé.');
    await expect(page).toHaveURL(/\/products\?sort=price-desc$/);
    const shown = await prices(page);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});

test.describe('search results page', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });

  test('Enter in the header search shows every product whose name holds the text, beyond the list of 10', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: french.searchLabel });
    await search.fill('de');
    await expect(
      page.getByRole('listbox', { name: french.results }).getByRole('option', { name: 'Voir tous les résultats' }),
    ).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=de$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour «\u202fde\u202f»' })).toBeVisible();
    const found = page.getByRole('region', { name: 'Produits' }).getByRole('article');
    await expect(found.first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /produits trouvés/ })).toBeVisible();
    for (const name of await found.getByRole('heading', { level: 3 }).allInnerTexts()) expect(name.toLowerCase()).toContain('de');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour «\u202fde\u202f»' })).toBeVisible();
  });
});

test.describe('similar products', () => {
  test.use({ locale: 'fr-FR' });

  test('the product page suggests products of its own category only', async ({ page }) => {
    const product = (await (await page.request.get('/api/products/1?locale=fr')).json()) as {
      data: { attributes: { category_name: string } };
    };
    const category = product.data.attributes.category_name;
    await page.goto('/details/1');
    const similar = page.getByRole('region', { name: 'Produits similaires' });
    await similar.scrollIntoViewIfNeeded();
    const cardsShown = similar.getByRole('article');
    await expect(cardsShown.first()).toBeVisible();
    for (const card of await cardsShown.all()) {
      await expect(card.getByText(category, { exact: true })).toBeAttached();
      await expect(card.getByRole('heading', { level: 3 })).not.toHaveText(french.product);
    }
  });
});
