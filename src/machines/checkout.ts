import { assign, setup } from 'xstate';

// CONTRACT (owned by the checkout issue, which adds client info, payment, confirming and redirecting):
// context.deliveryMethod is unset until the cart page sends CHOOSE_DELIVERY.
export type DeliveryMethod = 'livreur' | 'collect';

export const checkoutMachine = setup({
  types: {
    context: {} as { deliveryMethod: DeliveryMethod | null },
    events: {} as { type: 'CHOOSE_DELIVERY'; method: DeliveryMethod } | { type: 'RESET' },
  },
}).createMachine({
  id: 'checkout',
  context: { deliveryMethod: null },
  on: {
    CHOOSE_DELIVERY: { actions: assign({ deliveryMethod: ({ event }) => event.method }) },
    RESET: { actions: assign({ deliveryMethod: null }) },
  },
});
