// What each state of the back office's live feed (src/machines/live-feed.ts) shows: the staff member's tab, and
// its connection as the server's side sees it through the path's relay (tests/paths/flows/live-feed.world.ts).
import { expect, type Page } from '@playwright/test';
import type { liveFeedMachine } from '../../../src/machines/live-feed';
import type { StateChecks, World } from '../flow';
import { liveRelayOf } from './live-feed.world';

export const backOfficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office sections' });
export const ordersTab = (page: Page) => backOfficeNav(page).getByRole('link', { name: /^Orders/ });

/** When the tab last asked for the orders list (tracked from the start of the path). */
export const listReadAt = (world: World): number => (world.memory.get('ordersListReadAt') as (() => number) | undefined)?.() ?? 0;

export const liveFeedChecks: StateChecks<typeof liveFeedMachine> = {
  /** "Asking the server for the stream": the back office is open on the orders. */
  'liveFeed.connection.connecting': async ({ page }) => {
    await expect(backOfficeNav(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  },
  /**
   * "Reading the stream": one stream is open to the tab; after a gap (a stream served before this one) the tab
   * has read its orders list again since this stream opened.
   */
  'liveFeed.connection.open': async (world) => {
    const relay = liveRelayOf(world);
    await expect.poll(() => relay.open, { message: 'one stream open to the tab' }).toBe(1);
    if (relay.served > 1) {
      await expect.poll(() => listReadAt(world) >= relay.lastOpenedAt, { message: 'the orders list read again after the gap' }).toBe(true);
    }
    await expect(ordersTab(world.page)).toBeVisible();
  },
  /** "Waiting before connecting again": no stream is open to the tab, and the back office stays on screen. */
  'liveFeed.waiting': async (world) => {
    await expect.poll(() => liveRelayOf(world).open, { message: 'no stream open to the tab' }).toBe(0);
    await expect(backOfficeNav(world.page)).toBeVisible();
  },
};
