import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { createCoverage, generateModelPaths, runModelPath, type ModelOptions } from './harness';
import { gatewayUrl, orderStatusModelOf } from './order-status.model';
import { orderStatusMachine, type OrderStatusEvent, type OrderStatusInput } from '../../src/machines/order-status';
import type { Order } from '../../src/domain/order';

type Snapshot = ReturnType<typeof orderStatusMachine.transition>;

/** The pages the fake gateway redirect was sent to during one path, and how many the previous step had seen. */
const departures: string[] = [];
let departuresBefore = 0;

/** The page's state for an order: its `state` (the order machine's) decides; `status` only among unpaid ones. */
const unpaidPage: Record<string, 'awaitingPayment' | 'failed'> = {
  pending_payment: 'awaitingPayment',
  payment_failed: 'failed',
  cancelled: 'failed',
};
const pageFor = (order: Order): 'awaitingPayment' | 'paid' | 'failed' | 'expired' => {
  if (order.state === 'pending_payment') return unpaidPage[order.status] ?? 'awaitingPayment';
  // Never "expired, nothing was charged" for an order that took money, even late (paid_after_expiry).
  return order.state === 'expired' || order.state === 'cancelled' ? 'expired' : 'paid';
};

function optionsFor(name: string, input: OrderStatusInput): ModelOptions<typeof orderStatusMachine> {
  return {
    ...orderStatusModelOf(name, input),
    provide: () => {
      departures.length = 0;
      departuresBefore = 0;
      return {
        actors: { sessionWatch: fromCallback<OrderStatusEvent>(() => undefined) },
        actions: { goToPayment: (_: unknown, { url }: { url: string }) => void departures.push(url) },
      };
    },
    check: (snapshot: Snapshot, { event, previous, invocations }) => {
      const { order, uid } = snapshot.context;
      const last = invocations.at(-1);

      // An address that names no order asks nothing and says so.
      if (input.orderId === null) {
        expect(snapshot.value).toBe('notFound');
        expect(invocations).toEqual([]);
      }
      // Nobody signed in sees no order; an order is only ever the signed-in account's, asked for by it.
      if (snapshot.matches('signedOut') || snapshot.matches('identifying')) expect(order).toBeNull();
      if (order) expect(uid).not.toBeNull();
      const signedAs = event.type === 'USER_CHANGED' ? (event as { uid: string | null }).uid : undefined;
      if (
        signedAs !== undefined &&
        input.orderId !== null &&
        previous &&
        signedAs !== previous.context.uid &&
        !previous.matches('leaving')
      ) {
        expect(order).toBeNull();
        expect(snapshot.matches(signedAs === null ? 'signedOut' : 'loading')).toBe(true);
      }
      if (snapshot.matches('loading')) expect(last).toMatchObject({ src: 'fetchOrder', input: { orderId: 41 } });

      // The status shown is the order's, and only a pending payment is asked for again.
      if (order && !snapshot.matches('loading') && !snapshot.matches('startingPayment') && !snapshot.matches('leaving')) {
        expect(snapshot.value).toBe(pageFor(order));
      }
      if (snapshot.matches('awaitingPayment')) expect(last).toMatchObject({ src: 'pollOrder', input: { orderId: 41 } });
      // An expired order is still watched: money received late makes it paid.
      if (snapshot.matches('expired')) expect(last).toMatchObject({ src: 'pollOrder', input: { orderId: 41 } });
      if (previous?.matches('expired') && event.type === 'xstate.done.actor.watchExpired' && order?.status === 'paid')
        expect(snapshot.matches('paid')).toBe(true);
      if (previous?.matches('awaitingPayment') && event.type === 'xstate.error.actor.pollOrder') {
        expect(snapshot.matches('awaitingPayment')).toBe(true);
      }

      // Paying again: the same order, a new payment, only from a failed or cancelled one.
      if (event.type === 'RETRY_PAYMENT' && snapshot.matches('startingPayment')) {
        expect(previous?.matches('failed')).toBe(true);
        expect(['payment_failed', 'cancelled']).toContain(order?.status);
        expect(last).toMatchObject({ src: 'startPayment', input: { orderId: 41, payment: { method: 'wave', phone: '77 123 45 67' } } });
      }
      if (snapshot.matches('failed') && event.type === 'xstate.error.actor.startPayment') {
        expect(snapshot.context.paymentFailure).toEqual({ kind: 'walletPhone', reason: 'mtn' });
      }
      // Already paid meanwhile: the order is asked again, so the page shows it paid.
      if (previous?.matches('startingPayment') && snapshot.matches('loading') && signedAs === undefined)
        expect(event.type).toBe('xstate.error.actor.startPayment');
      // Only a started payment leaves the shop, once, for the gateway.
      const left = event.type === 'xstate.done.actor.startPayment' && snapshot.matches('leaving');
      expect(departures.slice(departuresBefore)).toEqual(left ? [gatewayUrl] : []);
      departuresBefore = departures.length;
    },
  };
}

describe('model: orderStatus', () => {
  const coverage = createCoverage(orderStatusMachine);
  const suites = [optionsFor('orderStatus', { orderId: 41 }), optionsFor('orderStatus (no order id)', { orderId: null })].map(
    (options) => ({
      options,
      paths: generateModelPaths(options),
    }),
  );
  const ran = new Set<string>();

  for (const { options, paths } of suites) {
    paths.forEach((path, index) => {
      it(`${options.name}, path ${index + 1}/${paths.length}: ${path.description}`, async () => {
        ran.add(`${options.name}:${index}`);
        await runModelPath(options, path, coverage);
      });
    });
  }

  it('reaches every state and transition of the machine', async () => {
    for (const { options, paths } of suites) {
      for (const [index, path] of paths.entries()) if (!ran.has(`${options.name}:${index}`)) await runModelPath(options, path, coverage);
    }
    coverage.assertComplete('orderStatus');
  });
});
