import { fromPromise } from 'xstate';
import { orderStatusMachine, type OrderStatusEvent } from '../machines/order-status';
import { fetchOrder } from './orders';
import { goToPaymentPage, startPayment } from './payments';
import { sessionWatch, type RootSystem } from './session-watch';

/** How long the status page waits before asking again while the gateway has not told the outcome. */
export const pendingPollMs = 3_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/** The order status machine with the shop API behind it, for orders named in `locale` (product names). */
export function orderStatusLogic(rootSystem: RootSystem, locale: string) {
  return orderStatusMachine.provide({
    actors: {
      sessionWatch: sessionWatch(rootSystem, (session): OrderStatusEvent => ({
        type: 'USER_CHANGED',
        uid: session.context.user?.uid ?? null,
      })),
      fetchOrder: fromPromise(({ input }) => fetchOrder(input.orderId, locale)),
      pollOrder: fromPromise(async ({ input, signal }) => {
        await pause(pendingPollMs, signal);
        return fetchOrder(input.orderId, locale);
      }),
      startPayment: fromPromise(({ input }) => startPayment(input)),
    },
    actions: { goToPayment: (_, { url }) => goToPaymentPage(url) },
  });
}
