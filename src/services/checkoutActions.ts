import { fromPromise, type AnyActorRef } from 'xstate';
import type { checkoutMachine } from '../machines/checkout';
import { placeOrder } from './orders';
import { goToPaymentPage, startPayment } from './payments';

type Implementations = Parameters<(typeof checkoutMachine)['provide']>[0];

/** The checkout's real side effects; `rootSystem` is the root actor's system, where the cart lives. */
export function checkoutImplementations(rootSystem: { get: (systemId: string) => AnyActorRef | undefined }): Implementations {
  return {
    actors: {
      placeOrder: fromPromise(({ input }) => placeOrder(input)),
      startPayment: fromPromise(({ input }) => startPayment(input)),
    },
    actions: {
      clearCart: () => {
        rootSystem.get('cart')?.send({ type: 'CLEAR' });
      },
      goToPayment: (_, { url }) => goToPaymentPage(url),
    },
  };
}
