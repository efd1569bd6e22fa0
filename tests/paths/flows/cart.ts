// The cart played in the shop: each event of tests/model/cart.model.ts as a shopper (or another tab) makes it.
import { cartMachine } from '../../../src/machines/cart';
import { cartWords } from '../../../src/machines/cart.words';
import type { CartItem, StoredProduct } from '../../../src/domain/cart-item';
import { cartModel } from '../../model/cart.model';
import { defineFlow } from '../flow';
import { cartChecks } from './cart.checks';
import { cartRow, openPage, storeFromAnotherTab } from './shop';

type Snapshot = ReturnType<typeof cartMachine.transition>;

/** Products the seeded catalogue sells under the model's ids (tea 1, soap 2); the model's "broken" one it does not. */
const soldIds = new Set([1, 2]);
/** The details page's quantity picker goes from 1 to 10. */
const pickable = (quantity: number) => Number.isInteger(quantity) && quantity >= 1 && quantity <= 10;
const lineOf = (snapshot: Snapshot, id: unknown): CartItem | undefined => snapshot.context.items.find((item) => item.id === id);

export const cartFlow = defineFlow({
  name: 'cart',
  model: cartModel,
  words: cartWords,
  start: async ({ page }) => {
    await page.goto('/shopping-cart');
  },
  actions: {
    ADD: {
      // The details page only offers "Add to cart" for a product not in the cart yet.
      when: (snapshot, event) => {
        const { product, quantity } = event as unknown as { product: StoredProduct; quantity: number };
        return soldIds.has(product.id) && product.price > 0 && pickable(quantity) && !lineOf(snapshot, product.id);
      },
      act: async ({ page }, event) => {
        const { product, quantity } = event as unknown as { product: StoredProduct; quantity: number };
        await openPage(page, `/details/${product.id}`);
        const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
        for (let picked = 1; picked < quantity; picked++) await details.getByRole('button', { name: 'Increase the quantity' }).click();
        await details.getByRole('button', { name: /^Add to cart/ }).click();
      },
    },
    REMOVE: {
      when: (snapshot, event) => lineOf(snapshot, event.id) !== undefined,
      act: async ({ page }, event) => {
        await openPage(page, '/shopping-cart');
        await cartRow(page, event.id as number)
          .getByRole('button', { name: /^Remove .* from the cart$/ })
          .click();
      },
    },
    INCREMENT: {
      // The + button is disabled at 99.
      when: (snapshot, event) => (lineOf(snapshot, event.id)?.quantity ?? 99) < 99,
      act: async ({ page }, event) => {
        await openPage(page, '/shopping-cart');
        await cartRow(page, event.id as number)
          .getByRole('button', { name: /^Increase the quantity of/ })
          .click();
      },
    },
    DECREMENT: {
      // The − button is disabled at 1.
      when: (snapshot, event) => (lineOf(snapshot, event.id)?.quantity ?? 1) > 1,
      act: async ({ page }, event) => {
        await openPage(page, '/shopping-cart');
        await cartRow(page, event.id as number)
          .getByRole('button', { name: /^Decrease the quantity of/ })
          .click();
      },
    },
    RESTORE: {
      how: () => 'Another tab stores a cart (written into that tab’s storage, as the shop writes it)',
      act: async ({ page }, event) => {
        await storeFromAnotherTab(page, 'baobab.cart.v1', JSON.stringify({ version: 1, items: event.items }));
      },
    },
  },
  checks: cartChecks,
  notThroughUi: {
    'ADD [addsToExistingLine]': 'every “Add to cart” button of the shop is hidden once its product is in the cart (spec §2)',
  },
});
