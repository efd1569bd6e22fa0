// What the shopper sees in each state of the cart (src/machines/cart.ts: one state, the cart itself).
import { expect } from '@playwright/test';
import type { cartMachine } from '../../../src/machines/cart';
import type { StateChecks } from '../flow';
import { cartLink, cartRow } from './shop';

export const cartChecks: StateChecks<typeof cartMachine> = {
  /** "The cart is open for the whole visit": the header counts its lines; on the cart page, each line shows its quantity. */
  cart: async ({ page }, expected) => {
    const { items } = expected.context;
    await expect(cartLink(page, items.length)).toBeVisible();
    if (new URL(page.url()).pathname !== '/shopping-cart') return;
    for (const item of items) await expect(cartRow(page, item.id).getByTestId('quantity')).toHaveText(String(item.quantity));
  },
};
