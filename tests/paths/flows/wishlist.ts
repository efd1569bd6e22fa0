// The wishlist played in the shop: each event of tests/model/wishlist.model.ts as a shopper (or another tab) makes it.
import type { StoredProduct } from '../../../src/domain/cart-item';
import { wishlistMachine } from '../../../src/machines/wishlist';
import { wishlistWords } from '../../../src/machines/wishlist.words';
import { wishlistModel } from '../../model/wishlist.model';
import { defineFlow } from '../flow';
import { openPage, storeFromAnotherTab } from './shop';
import { wishlistChecks } from './wishlist.checks';

type Snapshot = ReturnType<typeof wishlistMachine.transition>;

/** Products the seeded catalogue sells under the model's ids (tea 1, soap 2); the model's "broken" one it does not. */
const soldIds = new Set([1, 2]);
const productOf = (event: object) => (event as { product: StoredProduct }).product;
const listed = (snapshot: Snapshot, id: unknown) => snapshot.context.items.some((item) => item.id === id);

export const wishlistFlow = defineFlow({
  name: 'wishlist',
  model: wishlistModel,
  words: wishlistWords,
  start: async ({ page }) => {
    await page.goto('/favoris');
  },
  actions: {
    TOGGLE: {
      when: (_, event) => soldIds.has(productOf(event).id),
      act: async ({ page }, event) => {
        const { id } = productOf(event);
        await openPage(page, `/details/${id}`);
        await page
          .getByRole('article')
          .getByRole('button', { name: /^(Add .* to|Remove .* from) the wishlist$/ })
          .first()
          .click();
      },
    },
    REMOVE: {
      when: (snapshot, event) => listed(snapshot, event.id),
      act: async ({ page }, event) => {
        await openPage(page, '/favoris');
        await page
          .getByRole('table', { name: 'Products in your wishlist' })
          .getByRole('row')
          .filter({ has: page.locator(`a[href="/details/${String(event.id)}"]`) })
          .getByRole('button', { name: /^Remove .* from the wishlist$/ })
          .click();
      },
    },
    RESTORE: {
      how: () => 'Another tab stores a wishlist (written into that tab’s storage, as the shop writes it)',
      act: async ({ page }, event) => {
        await storeFromAnotherTab(page, 'baobab.wishlist.v1', JSON.stringify({ version: 1, items: event.items }));
      },
    },
  },
  checks: wishlistChecks,
  notThroughUi: {},
});
