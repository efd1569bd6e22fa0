import { assign, fromPromise, setup } from 'xstate';
import type { OrderAction } from '../domain/admin';

/**
 * A staff member's action on an order in the back office (the buttons of what the order machine allows next).
 * The weighty ones — cancelling, marking refunded: they end the order or give money back — are asked twice:
 *
 *   idle --CHOOSE weighty--> confirming --CONFIRM--> sending --ok--> done
 *     |                          '--CANCEL--> cancelled             '--refused / no answer--> failed
 *     '--CHOOSE another--> sending
 *
 * From done, failed or cancelled the staff member may choose again (the order shows its new state and
 * actions). The call is provided with `.provide()` (src/services/admin-orders.ts).
 */
export type OrderActionEvent =
  /** The staff member clicks an action's button, with the note for the history typed so far. */
  | { type: 'CHOOSE'; action: OrderAction; note: string }
  /** The staff member confirms a weighty action, with the note as it is now. */
  | { type: 'CONFIRM'; note: string }
  /** The staff member keeps the order as it is. */
  | { type: 'CANCEL' };

/** Actions that end the order or give money back: asked twice. */
export const weightyOrderActions: ReadonlySet<OrderAction> = new Set(['cancel', 'refund']);

export interface OrderActionRequest {
  action: OrderAction;
  note?: string;
}

export interface OrderActionContext {
  orderId: number;
  /** The action chosen last. */
  action: OrderAction | null;
  note: string;
  /** Why the last action was refused, as the call rejected. */
  failure: unknown;
  /** Grows with each action done; the view empties the note when it changes. */
  done: number;
}

const requestOf = ({ action, note }: OrderActionContext): OrderActionRequest => {
  const trimmed = note.trim();
  return trimmed ? { action: action as OrderAction, note: trimmed } : { action: action as OrderAction };
};

const choose = [
  { guard: 'weighty', target: '.confirming', actions: 'takeChoice' },
  { target: '.sending', actions: 'takeChoice' },
] as const;

export const orderActionMachine = setup({
  types: {
    context: {} as OrderActionContext,
    events: {} as OrderActionEvent,
    input: {} as { orderId: number },
  },
  actors: {
    /** POST /api/admin/orders/:id/actions → the order in its new state; rejects with an AdminCallError. */
    runAction: fromPromise<unknown, { orderId: number; request: OrderActionRequest }>(() => {
      throw new Error('order action machine: provide the "runAction" implementation');
    }),
  },
  actions: {
    takeChoice: assign(({ event }) => (event.type === 'CHOOSE' ? { action: event.action, note: event.note, failure: null } : {})),
    takeNote: assign({ note: ({ event }) => (event.type === 'CONFIRM' ? event.note : '') }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => params.error }),
    countDone: assign({ done: ({ context }) => context.done + 1, note: '' }),
  },
  guards: {
    weighty: ({ event }) => event.type === 'CHOOSE' && weightyOrderActions.has(event.action),
  },
}).createMachine({
  id: 'adminOrderAction',
  description: "A staff member's action on an order, asked twice when it ends the order or gives money back.",
  context: ({ input }) => ({ orderId: input.orderId, action: null, note: '', failure: null, done: 0 }),
  initial: 'idle',
  states: {
    idle: { description: 'The order shows the buttons of what can happen next.' },
    confirming: {
      description: 'A weighty action waits for a second yes (or a no) beside its button.',
      on: { CONFIRM: { target: 'sending', actions: 'takeNote' }, CANCEL: 'cancelled' },
    },
    sending: {
      description: 'Sending the action to the server; every button waits.',
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ orderId: context.orderId, request: requestOf(context) }),
        onDone: { target: 'done', actions: 'countDone' },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // Every button waits for the answer: a click meanwhile changes nothing.
      on: { CHOOSE: {} },
    },
    done: { description: 'Done: the order shows its new state and what can happen next; the note is emptied.' },
    failed: { description: 'The action was refused (the order had moved on, say) or got no answer: the reason shows.' },
    cancelled: { description: 'Kept as it was: nothing was sent.' },
  },
  on: { CHOOSE: choose },
});
