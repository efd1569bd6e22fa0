// What the shopper sees in each state of the wishlist (src/machines/wishlist.ts: one state, the list itself).
import { expect } from '@playwright/test';
import type { wishlistMachine } from '../../../src/machines/wishlist';
import type { StateChecks } from '../flow';
import { wishlistLink } from './shop';

export const wishlistChecks: StateChecks<typeof wishlistMachine> = {
  /** "The wishlist is open for the whole visit": the header counts its products; on /favoris, each is listed. */
  wishlist: async ({ page }, expected) => {
    const { items } = expected.context;
    await expect(wishlistLink(page, items.length)).toBeVisible();
    if (new URL(page.url()).pathname !== '/favoris' || items.length === 0) return;
    const rows = page.getByRole('table', { name: 'Products in your wishlist' }).locator('a[href^="/details/"]');
    for (const item of items) await expect(rows.and(page.locator(`[href="/details/${item.id}"]`)).first()).toBeVisible();
  },
};
