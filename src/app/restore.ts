import type { RootInput } from '../machines/root';

// Owned by the cart issue: reads the persisted cart and wishlist (discarding what it cannot read).
export function restoredRootInput(): RootInput {
  return { cart: { items: [] }, wishlist: { items: [] } };
}
