// The back office's live feed played in a staff member's tab: each event of tests/model/live-feed.model.ts as the
// server, a shopper or the network makes it. The tab's stream passes through a relay the path can end or cut
// (live-feed.world.ts, named in the steps); everything else is the real shop: a new member of the staff signed in
// on the orders, a shopper's order placed through the API and paid on the PayDunya simulator's page.
import { expect } from '@playwright/test';
import { liveFeedWords } from '../../../src/machines/live-feed.words';
import { liveFeedModel } from '../../model/live-feed.model';
import { defineFlow } from '../flow';
import { staffOpens } from './admin.world';
import { liveFeedChecks, ordersTab } from './live-feed.checks';
import { liveRelayOf, relayLiveFeed } from './live-feed.world';
import { answerOnGateway, placeOrder } from './order-status.world';

const byTheServer = { byItself: () => true, act: async () => undefined };

export const liveFeedFlow = defineFlow({
  name: 'liveFeed',
  model: liveFeedModel,
  words: liveFeedWords,
  opensOn: 'the orders of the back office, its live feed passing through the path’s relay',
  start: async (world) => {
    await relayLiveFeed(world);
    let readAt = 0;
    world.page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/admin/orders') readAt = Date.now();
    });
    world.memory.set('ordersListReadAt', () => readAt);
    await staffOpens(world, '/admin/orders');
  },
  actions: {
    OPENED: { ...byTheServer, how: () => 'The server answers with the stream (through the relay)' },
    RETRY_HINT: {
      ...byTheServer,
      // What the server says at the start of every stream.
      when: (_, event) => event.ms === 2_000,
      how: () => 'The stream begins with the server’s “retry: 2000”',
      describe: () => '',
    },
    LIVE_EVENT: {
      how: () => 'A shopper pays an order (placed through the shop’s API, approved on the PayDunya simulator’s page)',
      describe: () => '',
      act: async (world) => {
        const order = await placeOrder(world.request);
        await answerOnGateway(world.context, order.gatewayUrl, 'Approve payment');
        // Heard without a reload: the orders tab counts it.
        await expect(ordersTab(world.page)).toHaveAccessibleName(/^Orders \(\d+ new\)$/, { timeout: 10_000 });
      },
    },
    ENDED: {
      when: (snapshot) => snapshot.matches({ connection: 'open' }),
      how: () => 'The stream ends cleanly, as the server ends it after 15 minutes (the relay ends it: network interception)',
      act: async (world) => liveRelayOf(world).endAll(),
    },
    FAILED: {
      // A connection being asked for is too short-lived to cut; one being read can be cut at any time.
      when: (snapshot) => snapshot.matches({ connection: 'open' }),
      how: () => 'The connection drops mid-stream (the relay cuts it: network interception)',
      describe: () => '',
      act: async (world) => liveRelayOf(world).dropAll(),
    },
    'xstate.after.backOff.liveFeed.waiting': { ...byTheServer, how: () => 'The wait passes (1 to 2.5 seconds)' },
  },
  checks: liveFeedChecks,
  notThroughUi: {},
});
