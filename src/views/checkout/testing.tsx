// Test support for the checkout's component tests (imported by *.test.tsx only, never by the app).
import type { ReactElement } from 'react';
import type { CartItem } from '../../domain/cart-item';
import { checkoutStorageKey, loadSavedCheckoutSchema } from '../../services/checkout-storage';
import type { Locale } from '../../services/i18n';
import { fakeApi, renderShop, type Reply } from '../shared/testing';

/** Two herbal teas at 1 000 F CFA: a 2 000 F CFA subtotal. */
const teaLine: CartItem = {
  id: 1,
  name: 'Tisane n°1',
  price: 1000,
  availability: true,
  category_name: 'Bien-être',
  image_url: null,
  quantity: 2,
};

/** GET /api/delivery-methods: courier 2 000, collection 10 000 F CFA. */
export const deliveryMethods = {
  data: [
    { code: 'livreur', name: 'Courier delivery', fee: 2000 },
    { code: 'collect', name: 'Collect in store', fee: 10000 },
  ],
};

/** What a previous visit left in this browser's checkout storage (written as is, valid or not). */
export function storeCheckout(saved: { deliveryMethod: string | null; clientInfo: unknown }) {
  localStorage.setItem(checkoutStorageKey, JSON.stringify({ version: 1, ...saved }));
}

/** `ui` in the shop at `path`, in English unless told, with `items` in the cart and the delivery methods served. */
export async function renderWithCart(
  ui: ReactElement,
  {
    path = '/',
    items = [teaLine],
    locale = 'en',
    methods = deliveryMethods,
  }: { path?: string; items?: CartItem[]; locale?: Locale; methods?: Reply } = {},
) {
  // The schemas that check a saved checkout, loaded first: the checkout then starts with what is saved at once, as it
  // does in the browser once they are loaded (the wait before is e2e cart's reload test).
  await loadSavedCheckoutSchema();
  const api = fakeApi({ '/api/delivery-methods': methods });
  const shop = await renderShop(ui, { path, locale, input: { cart: { items }, wishlist: { items: [] } } });
  return { ...shop, api };
}
