import { fromPromise } from 'xstate';
import type { checkoutMachine, CheckoutEvent } from '../machines/checkout';
import { fetchDeliveryDetails } from './checkout-deliveries';
import { placeOrder } from './orders';
import { orderWatch } from './order-watch';
import { goToPaymentPage, startPayment } from './payments';
import { sessionWatch, type RootSystem } from './session-watch';

type Implementations = Parameters<(typeof checkoutMachine)['provide']>[0];

/** The checkout's real side effects; `rootSystem` is the root actor's system, where the cart and the session live. */
export function checkoutImplementations(rootSystem: RootSystem): Implementations {
  return {
    actors: {
      placeOrder: fromPromise(({ input }) => placeOrder(input)),
      startPayment: fromPromise(({ input }) => startPayment(input)),
      loadDeliveries: fromPromise(() => fetchDeliveryDetails()),
      orderWatch: orderWatch(rootSystem),
      sessionWatch: sessionWatch(rootSystem, (session): CheckoutEvent => {
        const customer = session.context.customer;
        const contact = customer
          ? { fname: customer.fname, lname: customer.lname, email: customer.email, phone: customer.phone, address: customer.address }
          : null;
        return { type: 'SESSION_CHANGED', shopper: { signedIn: session.context.user !== null, customerId: customer?.id ?? null, contact } };
      }),
    },
    actions: {
      clearCart: () => {
        rootSystem.get('cart')?.send({ type: 'CLEAR' });
      },
      goToPayment: (_, { url }) => goToPaymentPage(url),
    },
  };
}
