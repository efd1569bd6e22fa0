// The order machine (src/machines/order.ts) played through the back office, for an order collected in the
// shop and, for what only a courier's order does, one delivered by courier: each path's order is placed through the shop's API by a new shopper (its Wave payment started), then
// opened by a new member of the staff on /admin/orders/:id. The staff's events are clicks on the order's
// action buttons (a weighty one through its confirmation); PAID and PAYMENT_FAILED are the payer's answer on
// the PayDunya simulator's page. The machine runs on the server, so what each step did is measured from the
// back office's API (order.measure.ts), never taken from the path's plan.
import { orderWords } from '../../../src/machines/order.words';
import { orderModelOf } from '../../model/order.model';
import { defineFlow, type EventAction, type World } from '../flow';
import type { Snap } from '../../model/paths';
import type { orderMachine } from '../../../src/machines/order';
import type { DeliveryMethodCode } from '../../../src/domain/catalog';
import { staffOpens } from './admin.world';
import { actionButton, actionsPanel } from './adminOrderAction.checks';
import { orderChecks } from './order.checks';
import { measure, startMeasuring } from './order.measure';
import { answerOnGateway, placeOrder, startPayment, type PlacedOrder } from './orderStatus.world';

type OrderAction = EventAction<{ type: string }, Snap<typeof orderMachine>>;

const orderOf = (world: World) => world.memory.get('order') as PlacedOrder;

/** What the server did, then the order's page as the staff member sees it now (the gateway's answer is not pushed to it). */
async function measured(world: World, reload: boolean): Promise<void> {
  await measure(world, orderOf(world).id);
  if (reload) await world.page.reload();
}

/** A click on the order's action button; a weighty one (cancel, refund) also on its "Yes". */
const staffClicks = (label: string, weighty = false): OrderAction => ({
  act: async (world) => {
    await actionButton(world.page, label).click();
    if (weighty) await actionsPanel(world.page).getByRole('button', { name: `Yes: ${label}` }).click();
    await measured(world, false);
  },
});

/** The payer answers on the simulator's page of the order's payment; the simulator notifies the shop. */
const payerAnswers = (answer: 'Approve payment' | 'Decline payment', how: string): OrderAction => ({
  how: () => how,
  act: async (world) => {
    await answerOnGateway(world.context, orderOf(world).gatewayUrl, answer);
    await measured(world, true);
  },
});

const startWith =
  (shippingMethod: DeliveryMethodCode) =>
  async (world: World): Promise<void> => {
    const order = await placeOrder(world.request, shippingMethod);
    world.memory.set('order', order);
    await staffOpens(world, `/admin/orders/${order.id}`);
    await startMeasuring(world, order.id);
  };

const approves = payerAnswers('Approve payment', 'The payer approves the payment on PayDunya’s page (the simulator notifies the shop)');

const notPlayed = {
  EXPIRE: 'the expiry sweep runs on the server’s clock (UNPAID_ORDER_EXPIRY_MINUTES); the paths’ server is not set to expire orders within a path',
  '#order.expired': 'the expiry sweep runs on the server’s clock (UNPAID_ORDER_EXPIRY_MINUTES); the paths’ server is not set to expire orders within a path',
  '#order.paid --PAID': 'a second payment of a paid order needs a second payment page, which the shop does not offer once paid; not played yet',
  '#order.overpaid': 'a second payment of a paid order needs a second payment page, which the shop does not offer once paid; not played yet',
};

export const orderFlow = defineFlow({
  name: 'order',
  opensOn: 'an order collected in the shop, on its page of the back office',
  model: orderModelOf('collect'),
  words: orderWords,
  start: startWith('collect'),
  actions: {
    PAID: {
      // The order's one payment: answered while the order waits for it, or after the staff cancelled it.
      when: (snapshot) => snapshot.matches('pending_payment') || snapshot.matches('cancelled'),
      ...approves,
    },
    PAYMENT_FAILED: payerAnswers('Decline payment', 'The payer declines the payment on PayDunya’s page (the simulator notifies the shop)'),
    PAYMENT_STARTED: {
      how: () => 'The shopper starts a new Wave payment from another number through the shop’s API, as its payment page does',
      act: async (world) => {
        const order = orderOf(world);
        // Another number: the same one again is answered with the attempt already pending, which starts nothing.
        world.memory.set('order', { ...order, gatewayUrl: await startPayment(world.request, order.id, order.shopperToken, '77 765 43 21') });
        await measured(world, true);
      },
    },
    CANCEL: staffClicks('Cancel the order', true),
    PREPARE: staffClicks('Start preparing'),
    MARK_READY: staffClicks('Mark ready for pickup'),
    COLLECT: staffClicks('Mark collected'),
    REFUND: staffClicks('Mark refunded', true),
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
    PAID: { when: (snapshot) => snapshot.matches('pending_payment'), ...approves },
    PREPARE: staffClicks('Start preparing'),
    SHIP: staffClicks('Mark shipped'),
    DELIVER: staffClicks('Mark delivered'),
  },
  checks: orderChecks,
  notThroughUi: notPlayed,
  timeoutMs: 180_000,
});
