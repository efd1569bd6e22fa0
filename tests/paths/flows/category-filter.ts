// The category filter played in the shop: the home page's category bar.
import { seedCategories } from '../../../server/db/seed/categories';
import { categoryFilterWords } from '../../../src/machines/category-filter.words';
import { categoryFilterModel } from '../../model/category-filter.model';
import { defineFlow } from '../flow';
import { categoryButton, categoryFilterChecks } from './category-filter.checks';

export const categoryFilterFlow = defineFlow({
  name: 'categoryFilter',
  model: categoryFilterModel,
  words: categoryFilterWords,
  start: async ({ page }) => {
    await page.goto('/');
  },
  actions: {
    SELECT: {
      when: (_, event) => seedCategories.some((category) => category.id === event.categoryId),
      act: async ({ page }, event) => {
        await categoryButton(page, event.categoryId as number).click();
      },
    },
  },
  checks: categoryFilterChecks,
  notThroughUi: {},
});
