// The order machine (src/machines/order.ts) played through the back office, for an order collected in the
// shop and, for what only a courier's order does, one delivered by courier: each path's order is placed through the shop's API by a new shopper (its Wave payment started), then
// opened by a new member of the staff on /admin/orders/:id. The staff's events are clicks on the order's
// action buttons (a weighty one through its confirmation); PAID and PAYMENT_FAILED are the payer's answer on
// the PayDunya simulator's page. Each order starts with two payments, as when a shopper switches wallets: the
// first one withdrawn by the second, whose page stays open. Approving it after the order was paid is a second
// payment, which the server takes as PAID on a paid order (overpaid). The machine runs on the server, so what each step did is measured from the
// back office's API (order.measure.ts), never taken from the path's plan.
import { orderWords } from '../../../src/machines/order.words';
import { orderModelOf } from '../../model/order.model';
import { expect } from '@playwright/test';
import { defineFlow, type EventAction, type World } from '../flow';
import type { Snap } from '../../model/paths';
import type { orderMachine } from '../../../src/machines/order';
import type { DeliveryMethodCode } from '../../../src/domain/catalog';
import { freshSenegalMobile } from '../../../e2e/support/sms';
import { staffOpens } from './admin.world';
import { actionButton, actionsPanel } from './admin-order-action.checks';
import { orderChecks } from './order.checks';
import { measure, startMeasuring } from './order.measure';
import { answerOnGateway, placeOrder, shopperReads, staffReads, startPayment, type PlacedOrder } from './order-status.world';

type OrderAction = EventAction<{ type: string }, Snap<typeof orderMachine>>;

const orderOf = (world: World) => world.memory.get('order') as PlacedOrder;

/** The pages of the order's payments nobody answered yet, oldest first: the last one is the live attempt. */
const unanswered = (world: World) => world.memory.get('unanswered') as string[];

/** The payment page the payer answers now: the live attempt while the order waits, else a withdrawn one. */
function pageToAnswer(world: World, live: boolean): string {
  const pages = unanswered(world);
  const url = live ? pages.at(-1) : pages[0];
  if (url === undefined) throw new Error('Every payment of this order was already answered: the path has no payment page left to approve.');
  world.memory.set(
    'unanswered',
    pages.filter((page) => page !== url),
  );
  return url;
}

/** A new Wave payment from a new number (the same number again is answered with the attempt already pending). */
async function startAnotherPayment(world: World): Promise<void> {
  const order = orderOf(world);
  const url = await startPayment(world.request, order.id, order.shopperToken, freshSenegalMobile().national);
  world.memory.set('unanswered', [...unanswered(world), url]);
}

/** What the server did, then the order's page as the staff member sees it now (the gateway's answer is not pushed to it). */
async function measured(world: World, reload: boolean): Promise<void> {
  await measure(world, orderOf(world).id);
  if (reload) await world.page.reload();
}

/** A click on the order's action button; a weighty one (cancel, refund) also on its "Yes". */
const staffClicks = (label: string, weighty = false): OrderAction => ({
  act: async (world) => {
    await actionButton(world.page, label).click();
    if (weighty)
      await actionsPanel(world.page)
        .getByRole('button', { name: `Yes: ${label}` })
        .click();
    await measured(world, false);
  },
});

/** The payer answers on the simulator's page of one of the order's payments; the simulator notifies the shop. */
const payerAnswers = (answer: 'Approve payment' | 'Decline payment', how: string): OrderAction => ({
  how: () => how,
  act: async (world, _event, snapshot) => {
    await answerOnGateway(world.context, pageToAnswer(world, snapshot.matches('pending_payment')), answer);
    await measured(world, true);
  },
});

/**
 * Money arrives, each time through one of the gateway's failures to notify (the paths' server sets
 * PAYDUNYA_SIM_LATE_IPN_MS to 5 s and PAYMENT_RECONCILE_AFTER_SECONDS to 10 s, playwright.paths.config.ts).
 */
const moneyArrives: OrderAction = {
  how: (_event, before) =>
    before.matches('pending_payment')
      ? 'The payer approves on PayDunya’s page, the notification is lost: the shopper’s order page asks the shop, which asks PayDunya'
      : before.matches('paid')
        ? 'The payer also approves the payment the order withdrew, on PayDunya’s page: the notification comes 5 s late'
        : 'The payer approves the withdrawn payment on PayDunya’s page: the notification comes twice',
  act: async (world, _event, snapshot) => {
    const order = orderOf(world);
    if (snapshot.matches('pending_payment')) {
      await answerOnGateway(world.context, pageToAnswer(world, true), 'Approve, notification lost');
      await shopperReads(world.request, order.id, order.shopperToken);
    } else if (snapshot.matches('paid')) {
      await answerOnGateway(world.context, pageToAnswer(world, false), 'Approve, notification late');
      // Late: the shop has heard nothing yet, the staff still see the order paid once.
      expect((await staffReads<{ state: string }>(world.request, order.id)).state).toBe('paid');
    } else {
      await answerOnGateway(world.context, pageToAnswer(world, false), 'Approve, notification twice');
    }
    await measured(world, true);
  },
};

/** The notification is lost and nobody watches the order: the sweep asks PayDunya about attempts older than 10 s. */
const sweepFindsPayment: OrderAction = {
  how: () => 'The payer approves on PayDunya’s page, the notification is lost and nobody opens the order: the sweep asks PayDunya',
  act: async (world) => {
    await answerOnGateway(world.context, pageToAnswer(world, true), 'Approve, notification lost');
    await measure(world, orderOf(world).id, 45_000);
    await world.page.reload();
  },
};

const startWith =
  (shippingMethod: DeliveryMethodCode) =>
  async (world: World): Promise<void> => {
    const order = await placeOrder(world.request, shippingMethod);
    world.memory.set('order', order);
    world.memory.set('unanswered', [order.gatewayUrl]);
    await startAnotherPayment(world);
    await staffOpens(world, `/admin/orders/${order.id}`);
    await startMeasuring(world, order.id);
  };

const notPlayed = {
  EXPIRE:
    'the sweep expires an order UNPAID_ORDER_EXPIRY_MINUTES after its last payment started, at least 5 minutes (a wallet payment takes minutes), longer than a path may last (3 minutes); server/orders/order-service.test.ts and server/many-processes.test.ts play it on the server',
  '#order.expired':
    'the sweep expires an order UNPAID_ORDER_EXPIRY_MINUTES after its last payment started, at least 5 minutes (a wallet payment takes minutes), longer than a path may last (3 minutes); server/orders/order-service.test.ts plays PAID on an expired order on the server',
};

export const orderFlow = defineFlow({
  name: 'order',
  opensOn: 'an order collected in the shop, on its page of the back office',
  model: orderModelOf('collect'),
  words: orderWords,
  start: startWith('collect'),
  actions: {
    PAID: {
      // Money arrives while the order waits for it, after the staff cancelled it, or a second time once paid.
      when: (snapshot) => snapshot.matches('pending_payment') || snapshot.matches('cancelled') || snapshot.matches('paid'),
      ...moneyArrives,
    },
    PAYMENT_FAILED: payerAnswers('Decline payment', 'The payer declines the payment on PayDunya’s page (the simulator notifies the shop)'),
    PAYMENT_STARTED: {
      how: () => 'The shopper starts a new Wave payment from another number through the shop’s API, as its payment page does',
      act: async (world) => {
        await startAnotherPayment(world);
        await measured(world, true);
      },
    },
    CANCEL: staffClicks('Cancel the order', true),
    PREPARE: staffClicks('Start preparing'),
    MARK_READY: staffClicks('Mark ready for pickup'),
    COLLECT: staffClicks('Mark collected'),
    REFUND: staffClicks('Mark refunded', true),
    REFUND_EXCESS: staffClicks('Extra payment given back'),
    ACCEPT_LATE_PAYMENT: staffClicks('Accept the late payment'),
  },
  checks: orderChecks,
  notThroughUi: notPlayed,
  timeoutMs: 180_000,
});

/** Only what a courier's order adds (SHIP, then DELIVER): the rest is the same as for a collected one. */
export const orderByCourierFlow = defineFlow({
  name: 'order',
  opensOn: 'an order delivered by courier, on its page of the back office',
  model: orderModelOf('livreur'),
  words: orderWords,
  start: startWith('livreur'),
  actions: {
    PAID: { when: (snapshot) => snapshot.matches('pending_payment'), ...sweepFindsPayment },
    PREPARE: staffClicks('Start preparing'),
    SHIP: staffClicks('Mark shipped'),
    DELIVER: staffClicks('Mark delivered'),
  },
  checks: orderChecks,
  notThroughUi: notPlayed,
  timeoutMs: 180_000,
});
