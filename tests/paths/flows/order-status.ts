// The order status page, /orders/{id}, played in the shop: events of tests/model/order-status.model.ts as the
// shopper, another shopper, the PayDunya simulator's page and the shop's staff make them. Each path's order is
// new: placed through the shop's API by a new shopper, its Wave payment started and not answered yet; the page
// opens signed out, as on a phone that did not sign in yet.
import type { Page, Route } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Order } from '../../../src/domain/order';
import { CheckoutFailureError } from '../../../src/domain/order-failure';
import { OrderNotFound, type orderStatusMachine } from '../../../src/machines/order-status';
import { orderStatusWords } from '../../../src/machines/order-status.words';
import { freshSenegalMobile } from '../../../e2e/support/sms';
import { awaUid, orderStatusModel, orderStatusModelOf } from '../../model/order-status.model';
import { defineFlow, type World } from '../flow';
import { orderStatusChecks } from './order-status.checks';
import { registerAsMoussa, signInWithCode } from './sign-in.world';
import { answerOnGateway, placeOrder, staffCancel, type Phone, type PlacedOrder } from './order-status.world';

type Snapshot = ReturnType<typeof orderStatusMachine.transition>;

const orderOf = (world: World): PlacedOrder => {
  const order = world.memory.get('order') as PlacedOrder | undefined;
  if (!order) throw new Error('the path’s start places the order');
  return order;
};

const uidOf = (event: object) => (event as { uid: string | null }).uid;
const statusOf = (event: object) => (event as { output: Order }).output.status;
const errorOf = (event: object) => (event as { error: unknown }).error;
const dropped = (event: object) => errorOf(event) instanceof TypeError;

/** Through the page's “Sign in” link: number, SMS code from the Auth emulator, a name for a new account; back on the order. */
async function signInFromPrompt(page: Page, phone: Phone, newAccount: boolean) {
  await signInWithCode(page, phone);
  if (newAccount) await registerAsMoussa(page);
}

/**
 * Drops the connection of the next read of the order, and its one retry (the shop asks a GET twice), then
 * lets it through. Resolves once both were dropped when `wait` is set.
 */
async function dropOrderRead(world: World, wait: boolean) {
  const { id } = orderOf(world);
  let left = 2;
  const done = new Promise<void>((resolve) => {
    const drop = async (route: Route) => {
      if (route.request().method() !== 'GET' || left === 0) return route.fallback();
      left--;
      await route.abort('connectionfailed');
      if (left === 0) resolve();
    };
    void world.page.route((url) => url.pathname === `/api/orders/${id}`, drop, { times: 2 });
  });
  if (wait) await done;
}

/** The shopper pays the order in another tab: its “Retry the payment”, approved on the simulator's page. */
async function payFromAnotherTab(world: World) {
  const { id } = orderOf(world);
  const tab = await world.context.newPage();
  try {
    await tab.goto(`/orders/${id}`);
    await tab.getByRole('main').getByRole('button', { name: 'Retry the payment' }).click();
    await expect(tab).toHaveURL(/\/paydunya-sim\/checkout\/test_/);
    await tab.getByRole('button', { name: 'Approve payment' }).click();
    await expect(tab.getByRole('main').getByText('Paid — thank you! We are preparing your order.')).toBeVisible();
  } finally {
    await tab.close();
  }
}

/** What the outside world does so the order reads `status` next time the page asks. */
async function orderBecomes(world: World, status: Order['status']) {
  const order = orderOf(world);
  if (status === 'paid') await answerOnGateway(world.context, order.gatewayUrl, 'Approve payment');
  if (status === 'payment_failed') await answerOnGateway(world.context, order.gatewayUrl, 'Decline payment');
  if (status === 'expired') await staffCancel(world.request, order.id);
}

const becomesWords: Partial<Record<Order['status'], string>> = {
  pending_payment: 'The page asks again 3 seconds later: still waiting',
  paid: 'The payer approves on the PayDunya simulator’s page (another tab); the page asks again',
  payment_failed: 'The payer declines on the PayDunya simulator’s page (another tab); the page asks again',
  expired:
    'The shop’s staff cancel the unpaid order in the back office (state cancelled: like an order the sweep expired, it takes no payment); the page asks again',
};

/** The simulator answers `completed` or `failed`; a `cancelled` notification is PayDunya's only, and shows as failed anyway. */
const producible = (status: Order['status']) => status !== 'cancelled';

const droppedRead = {
  when: (snapshot: Snapshot) => snapshot.context.uid === awaUid,
  how: () => 'The connection drops while the page asks for the order again (network interception: the real server answers)',
  act: async (world: World) => dropOrderRead(world, true),
};

export const orderStatusFlow = defineFlow({
  name: 'orderStatus',
  model: orderStatusModel,
  opensOn: 'the page of an order the shopper placed, /orders/{id}',
  words: orderStatusWords,
  start: async (world) => {
    const order = await placeOrder(world.request);
    world.memory.set('order', order);
    await world.page.goto(`/orders/${order.id}`);
  },
  actions: {
    USER_CHANGED: {
      // Opened signed out; then the page's own “Sign in” link, by the shopper who ordered or by another one.
      when: (snapshot, event) =>
        snapshot.matches('identifying') ? uidOf(event) === null : snapshot.matches('signedOut') && uidOf(event) !== null,
      byItself: (event) => uidOf(event) === null,
      how: (event) => {
        const uid = uidOf(event);
        if (uid === null) return 'The page learns that nobody is signed in';
        return uid === awaUid
          ? 'The shopper who ordered signs in from the page’s “Sign in” link (SMS code from the Auth emulator) and is back on the order'
          : 'Another shopper signs in on this browser from the page’s “Sign in” link (a new number, registered) and is back on the order';
      },
      describe: (event) => (uidOf(event) === null ? 'nobody' : uidOf(event) === awaUid ? 'the shopper who ordered' : 'another shopper'),
      act: async (world, event) => {
        const uid = uidOf(event);
        if (uid === null) return;
        if (uid === awaUid) await signInFromPrompt(world.page, orderOf(world).phone, false);
        else await signInFromPrompt(world.page, freshSenegalMobile(), true);
      },
    },
    'xstate.done.actor.fetchOrder': {
      // Only the shopper who ordered gets it; it reads what the outside world made of it before she signed in.
      when: (snapshot, event) => snapshot.context.uid === awaUid && producible(statusOf(event)),
      how: (event) => `The shop loads the order (${statusOf(event).replace('_', ' ')})`,
      describe: () => '',
      arrange: async (world, event) => orderBecomes(world, statusOf(event)),
      act: async () => undefined,
    },
    'xstate.error.actor.fetchOrder': {
      // Another shopper's order answers 404 like a missing one; the shopper's own fails only when the connection does.
      when: (snapshot, event) =>
        errorOf(event) instanceof OrderNotFound ? snapshot.context.uid !== awaUid : dropped(event) && snapshot.context.uid === awaUid,
      how: (event) =>
        dropped(event)
          ? 'The connection drops while the order is loaded, and again at the shop’s one retry (network interception: the real server answers)'
          : 'The server answers that this shopper has no such order (it is another customer’s)',
      describe: () => '',
      arrange: async (world, event) => {
        if (dropped(event)) await dropOrderRead(world, false);
      },
      act: async () => undefined,
    },
    RELOAD: {
      act: async ({ page }) => {
        await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
      },
    },
    'xstate.done.actor.pollOrder': {
      when: (snapshot, event) => snapshot.context.uid === awaUid && producible(statusOf(event)),
      how: (event) => becomesWords[statusOf(event)] ?? statusOf(event),
      describe: () => '',
      act: async (world, event) => orderBecomes(world, statusOf(event)),
    },
    'xstate.error.actor.pollOrder': droppedRead,
    'xstate.done.actor.watchExpired': {
      // Money received always wins: the payer still approves the withdrawn payment's page.
      when: (snapshot, event) => snapshot.context.uid === awaUid && (statusOf(event) === 'paid' || statusOf(event) === 'expired'),
      how: (event) =>
        statusOf(event) === 'paid'
          ? 'The payer still approves the withdrawn payment on the PayDunya simulator’s page (another tab): the money makes the order paid after its end (paid_after_expiry, the shop checks it); the page asks again'
          : 'The page asks again 3 seconds later: still expired',
      describe: () => '',
      act: async (world, event) => {
        if (statusOf(event) === 'paid') await answerOnGateway(world.context, orderOf(world).gatewayUrl, 'Approve payment');
      },
    },
    'xstate.error.actor.watchExpired': droppedRead,
    RETRY_PAYMENT: {
      describe: () => 'Wave, the order’s number',
      act: async ({ page }) => {
        await page.getByRole('main').getByRole('button', { name: 'Retry the payment' }).click();
      },
    },
    'xstate.done.actor.startPayment': { how: () => 'The shop starts the new payment', describe: () => '', act: async () => undefined },
    'xstate.error.actor.startPayment': {
      how: (event) =>
        (errorOf(event) as CheckoutFailureError).failure.kind === 'alreadyPaid'
          ? 'The shopper had meanwhile paid the order from another tab (retry approved on the simulator’s page): the server refuses a second payment'
          : 'The shop’s staff had meanwhile cancelled the unpaid order in the back office: the server refuses the payment (order expired)',
      describe: () => '',
      when: (_, event) => errorOf(event) instanceof CheckoutFailureError,
      arrange: async (world, event) => {
        if ((errorOf(event) as CheckoutFailureError).failure.kind === 'alreadyPaid') await payFromAnotherTab(world);
        else await staffCancel(world.request, orderOf(world).id);
      },
      act: async () => undefined,
    },
  },
  checks: orderStatusChecks,
  notThroughUi: {},
  timeoutMs: 180_000,
});

/** An address that names no order (`/orders/abc`): the page says so at once, whoever is signed in. */
export const orderStatusNoOrderFlow = defineFlow({
  name: 'orderStatus',
  model: orderStatusModelOf('orderStatus', { orderId: null }),
  opensOn: 'the page of an order that cannot exist, /orders/abc',
  words: orderStatusWords,
  start: async ({ page }) => {
    await page.goto('/orders/abc');
  },
  actions: {},
  checks: orderStatusChecks,
  notThroughUi: {},
});
