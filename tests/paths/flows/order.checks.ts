// What a member of the staff sees of an order's state (src/machines/order.ts) on its page of the back office:
// the badge beside the order's number, in the words of src/views/admin/orders/order-words.ts.
import { expect } from '@playwright/test';
import type { orderMachine } from '../../../src/machines/order';
import type { StateCheck, StateChecks } from '../flow';

const badgeShows =
  (words: string): StateCheck<typeof orderMachine> =>
  async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 }).locator('[data-state]')).toHaveText(words);
  };

export const orderChecks: StateChecks<typeof orderMachine> = {
  'order.pending_payment': badgeShows('Awaiting payment'),
  'order.paid': badgeShows('Paid'),
  'order.overpaid': badgeShows('Paid twice — to resolve'),
  'order.paid_after_expiry': badgeShows('Paid after expiry — to resolve'),
  'order.preparing': badgeShows('Preparing'),
  'order.shipped': badgeShows('Shipped'),
  'order.ready_for_pickup': badgeShows('Ready for pickup'),
  'order.delivered': badgeShows('Delivered'),
  'order.collected': badgeShows('Collected'),
  'order.expired': badgeShows('Expired'),
  'order.cancelled': badgeShows('Cancelled'),
  'order.refunded': badgeShows('Refunded'),
};
