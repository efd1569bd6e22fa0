// What the shopper sees in each state of the category filter (one state: the chosen category, or none).
import { expect, type Page } from '@playwright/test';
import { seedCategories } from '../../../server/db/seed/categories';
import type { categoryFilterMachine } from '../../../src/machines/category-filter';
import type { StateChecks } from '../flow';

const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

function seededCategory(categoryId: number) {
  const category = seedCategories.find((candidate) => candidate.id === categoryId);
  if (!category) throw new Error(`No seeded category ${categoryId}.`);
  return category;
}

/** The category bar's button of a seeded category, by its English name. */
export function categoryButton(page: Page, categoryId: number) {
  return categoryBar(page).getByRole('button', { name: seededCategory(categoryId).en, exact: true });
}

export const categoryFilterChecks: StateChecks<typeof categoryFilterMachine> = {
  /**
   * "One category at most is chosen; none shows every product": its button is pressed in the category bar, and
   * no other; the grid under the bar is named after it and shows only its products ("Our products" without one).
   */
  categoryFilter: async ({ page }, expected) => {
    const { categoryId } = expected.context;
    await expect(categoryBar(page).getByRole('button', { pressed: true })).toHaveCount(categoryId === null ? 0 : 1);
    if (categoryId === null) {
      await expect(page.getByRole('region', { name: 'Our products', exact: true })).toBeVisible();
      return;
    }
    await expect(categoryButton(page, categoryId)).toHaveAttribute('aria-pressed', 'true');
    const { en: name } = seededCategory(categoryId);
    const cards = page.getByRole('region', { name, exact: true }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText(name, { exact: true })).toBeVisible();
  },
};
