// What the shopper sees in each state of the wishlist (src/machines/wishlist.ts: one state, the list itself).
import { expect } from '@playwright/test';
import type { wishlistMachine } from '../../../src/machines/wishlist';
import type { StateChecks } from '../flow';
import { wishlistLink } from './shop';

const productsLabel = (count: number) => `${count} product${count === 1 ? '' : 's'} in your wishlist`;

export const wishlistChecks: StateChecks<typeof wishlistMachine> = {
  /**
   * "The wishlist is open for the whole visit": the header counts its products; on /favoris, each is listed
   * with the count under the list (or the page says it is empty); on a product's page, its heart says
   * whether it is saved.
   */
  wishlist: async ({ page }, expected) => {
    const { items } = expected.context;
    await expect(wishlistLink(page, items.length)).toBeVisible();
    const { pathname } = new URL(page.url());
    const shown = /^\/details\/(\d+)$/.exec(pathname);
    if (shown) {
      const saved = items.some((item) => String(item.id) === shown[1]);
      const product = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
      const heart = product.getByRole('button', { name: saved ? /^Remove .* from the wishlist$/ : /^Add .* to the wishlist$/ });
      await expect(heart).toHaveAttribute('aria-pressed', String(saved));
      return;
    }
    if (pathname !== '/favoris') return;
    if (items.length === 0) {
      await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
      return;
    }
    const rows = page.getByRole('table', { name: 'Products in your wishlist' }).locator('a[href^="/details/"]');
    for (const item of items) await expect(rows.and(page.locator(`[href="/details/${item.id}"]`)).first()).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveText(productsLabel(items.length));
  },
};
