// An action on an order played in the back office: each event of tests/model/admin-order-action.model.ts as a
// member of the staff, a colleague or the server makes it. Each path's order is new: placed through the shop's
// API by a new shopper and paid on the PayDunya simulator's page (paid, for collection: it may be prepared or
// refunded), then opened by a new member of the staff.
import { orderActionWords } from '../../../src/machines/admin-order-action.words';
import { orderActionModel } from '../../model/admin-order-action.model';
import { defineFlow, type World } from '../flow';
import { staffOpens } from './admin.world';
import { actionButton, actionsPanel, orderActionChecks } from './admin-order-action.checks';
import { answerOnGateway, placeOrder, staffActs, type PlacedOrder } from './order-status.world';

const buttonOf: Record<string, string> = { prepare: 'Start preparing', refund: 'Mark refunded' };
const actionOf = (event: object) => (event as { action: string }).action;
const noteOf = (event: object) => (event as { note: string }).note;

async function typeNote(world: World, note: string) {
  await actionsPanel(world.page).getByLabel('Note for the history (optional)').fill(note);
}

export const orderActionFlow = defineFlow({
  name: 'adminOrderAction',
  model: orderActionModel,
  words: orderActionWords,
  start: async (world) => {
    const order: PlacedOrder = await placeOrder(world.request);
    await answerOnGateway(world.context, order.gatewayUrl, 'Approve payment');
    world.memory.set('order', order);
    await staffOpens(world, `/admin/orders/${order.id}`);
    await actionButton(world.page, 'Start preparing').waitFor();
  },
  actions: {
    CHOOSE: {
      // The buttons are those of a paid order: after an action is done (or refused) the order shows others.
      when: (snapshot) => snapshot.matches('idle') || snapshot.matches('confirming') || snapshot.matches('cancelled'),
      describe: (event) => `${buttonOf[actionOf(event)]}${noteOf(event).trim() ? `, with the note “${noteOf(event).trim()}”` : ''}`,
      act: async (world, event) => {
        await typeNote(world, noteOf(event));
        await actionButton(world.page, buttonOf[actionOf(event)]!).click();
      },
    },
    CONFIRM: {
      describe: (event) => `with the note “${noteOf(event)}”`,
      act: async (world, event) => {
        await typeNote(world, noteOf(event));
        await actionsPanel(world.page).getByRole('button', { name: 'Yes: Mark refunded' }).click();
      },
    },
    CANCEL: { act: async ({ page }) => actionsPanel(page).getByRole('button', { name: 'No, keep it' }).click() },
    'xstate.done.actor.runAction': { how: () => 'The server applies the action', act: async () => undefined },
    'xstate.error.actor.runAction': {
      how: () =>
        'A colleague marks the order refunded (through the back office’s API) as this action is on its way: the server refuses it (a real 409)',
      // The colleague acts while the click's request travels, not before it: done earlier, the back office's live
      // feed would tell this tab first and take the clicked button away.
      arrange: async (world) => {
        const order = world.memory.get('order') as PlacedOrder;
        await world.page.route(
          `**/api/admin/orders/${order.id}/actions*`,
          async (route) => {
            await staffActs(world.request, order.id, 'refund');
            await route.continue();
          },
          { times: 1 },
        );
      },
      act: async () => undefined,
    },
  },
  checks: orderActionChecks,
  notThroughUi: {},
});
